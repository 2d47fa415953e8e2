import { useEffect, useState } from "react";
import type { SuggestedListing } from "../../shared/api-contract";
import { categoryPath, searchPath, SEARCH_PAGE, SEARCH_PARAM } from "../../shared/routes";
import { SEARCH_MIN_CHARS, SEARCH_TERM_MAX } from "../../shared/search-term";
import { TEXT } from "../../shared/texts";
import { Link } from "../components/Link";
import { ProductCard, SkeletonCard } from "../components/ProductCard";
import { navigate } from "../navigate";
import { useAppState } from "../state/app-state";
import type { SearchGroup, SearchOutcome } from "../view-data";

const results = (n: number) => (n === 1 ? "1 resultado" : `${n} resultados`);

/** The category's listing with the term, which finds `listed` of the group; without them, the category. */
function groupLink(group: SearchGroup, term: string): { href: string; text: string } {
  if (group.listed === 0) return { href: categoryPath(group.categoryId), text: `Ir a ${group.name}` };
  return {
    href: `${categoryPath(group.categoryId)}?${new URLSearchParams({ q: term })}`,
    text: group.listed === 1 ? `Ver el resultado en ${group.name}` : `Ver los ${group.listed} resultados en ${group.name}`,
  };
}

/** The page's own search box: a GET form to this page, which the client follows without a reload. */
function SearchPageForm({ term }: { term: string }) {
  const state = useAppState();
  const [typed, setTyped] = useState(term.slice(0, SEARCH_TERM_MAX));
  // As in the listing's box: the hint says what a search needs, and a term that has it needs no hint.
  const hinted = typed.trim().length < SEARCH_MIN_CHARS;
  return (
    <form
      // A new term is a new form: its box shows that term after a client navigation too.
      key={term}
      className="search-page__form"
      role="search"
      aria-label="Nueva búsqueda"
      action={SEARCH_PAGE}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get(SEARCH_PARAM);
        void navigate(state, searchPath(typeof value === "string" ? value : ""));
      }}
    >
      <label htmlFor="search-page-input">Marca o modelo</label>
      <div className="search-page__row">
        <input
          id="search-page-input"
          className="search-box__input search-page__input"
          type="search"
          name={SEARCH_PARAM}
          defaultValue={term.slice(0, SEARCH_TERM_MAX)}
          maxLength={SEARCH_TERM_MAX}
          aria-describedby={hinted ? "search-page-hint" : undefined}
          onInput={(event) => setTyped(event.currentTarget.value)}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          Buscar
        </button>
      </div>
      {hinted && (
        <p id="search-page-hint" className="search-box__hint">
          {TEXT.searchHint}
        </p>
      )}
    </form>
  );
}

function Groups({ term, groups }: { term: string; groups: SearchGroup[] }) {
  return (
    <>
      {groups.map((group) => {
        const link = groupLink(group, term);
        return (
          <section key={group.categoryId} className="search-page__group" aria-labelledby={`search-group-${group.categoryId}`}>
            <div className="search-page__group-head">
              <h2 id={`search-group-${group.categoryId}`}>
                {group.name} <span className="search-page__count">{results(group.total)}</span>
              </h2>
              <Link href={link.href} className="search-page__more">
                {link.text}
              </Link>
            </div>
            <ul className="search-page__grid">
              {group.items.map((item) => (
                <li key={item.id} className="product-grid__cell">
                  <ProductCard product={item} showChips={false} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function Outcome({ term, outcome }: { term: string; outcome: SearchOutcome }) {
  switch (outcome.kind) {
    case "noTerm":
      return <p className="notice">Escribe una marca o un modelo para buscar en todas las categorías.</p>;
    case "tooShort":
      return (
        <p className="notice" role="status">
          {TEXT.searchHint}
        </p>
      );
    case "tooLong":
      return (
        <p className="notice" role="status">
          {`La búsqueda es demasiado larga: escribe como máximo ${SEARCH_TERM_MAX} caracteres.`}
        </p>
      );
    case "results":
      return (
        <>
          {!outcome.complete && (
            <p className="notice notice--error" role="alert">
              Algunas categorías no se han podido consultar: sus productos no aparecen. Inténtalo de nuevo más tarde.
            </p>
          )}
          {outcome.groups.length === 0 ? (
            <div className="notice" role="status">
              <h2>No se encontraron productos</h2>
              <p>{`No hay resultados para "${term}"`}</p>
              <p>Prueba con otros términos: una marca o un modelo.</p>
            </div>
          ) : (
            <Groups term={term} groups={outcome.groups} />
          )}
        </>
      );
  }
}

/** What the page shows while a client navigation loads the results: the groups' outline, a screen tall. */
function SearchSkeleton() {
  return (
    <div className="search-page__group search-page__skeleton" aria-hidden="true">
      <span className="skeleton skeleton--line skeleton--short" />
      <div className="search-page__grid">
        {Array.from({ length: 4 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    </div>
  );
}

/**
 * A term naming one category ("tv oled 55") is that category's listing: the worker answers the
 * page's address with a redirect, and a client navigation replaces this page's history entry with
 * the listing, so Back does not land on a page that only forwards. The link is there for the moment
 * in between.
 */
function ToListing({ listing }: { listing: SuggestedListing }) {
  const state = useAppState();
  useEffect(() => {
    void navigate(state, listing.href, { replace: true });
  }, [state, listing.href]);
  return (
    <>
      <p className="notice" role="status">
        <Link href={listing.href}>{`Ver ${listing.name}`}</Link>
      </p>
      <SearchSkeleton />
    </>
  );
}

/**
 * The header search's results page: the term looked for in every category with the suggestions'
 * own search, grouped by category (best first), each group's best few as cards and a link to the
 * category's listing with the term. Plain HTML first: the header's form and this page's form reach
 * it without JavaScript.
 */
export default function SearchView({ term, outcome, loading }: { term: string; outcome: SearchOutcome; loading: boolean }) {
  const shown = term.trim();
  const found = outcome.kind === "results" ? outcome.groups.reduce((sum, g) => sum + g.total, 0) : 0;
  return (
    <div className="search-page">
      <h1>{outcome.kind === "results" ? `Resultados de «${shown}»` : "Buscar productos"}</h1>
      {outcome.kind === "results" && !loading && found > 0 && (
        <p className="search-page__summary">{`${results(found)} en ${outcome.groups.length === 1 ? "1 categoría" : `${outcome.groups.length} categorías`}`}</p>
      )}
      <SearchPageForm term={term} />
      {loading ? (
        <SearchSkeleton />
      ) : outcome.kind === "results" && outcome.listing ? (
        <ToListing listing={outcome.listing} />
      ) : (
        <Outcome term={shown} outcome={outcome} />
      )}
    </div>
  );
}
