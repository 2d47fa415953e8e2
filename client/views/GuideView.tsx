import { getCategory } from "../../shared/categories";
import type { ProductCardData } from "../../shared/card";
import { formatPrice } from "../../shared/format";
import { categoryGuideTitle, GUIDES_PATH, guidePath } from "../../shared/guides/guide-paths";
import { GUIDE_METHOD, ROLE_LABELS } from "../../shared/guides/guide-words";
import type { GuideIndexGroup, GuidePageData } from "../../shared/guides/guide-types";
import { productName } from "../../shared/product-name";
import { COMPARE_MAX, comparePath, productPath } from "../../shared/routes";
import { Link } from "../components/Link";
import { ProductCard } from "../components/ProductCard";
import type { ViewData } from "../view-data";

type GuideData = Extract<ViewData, { view: "guide" }>;

/** The guides: /guias lists them, a guide names its picks with their reasons, price and rule. */
export default function GuideView({ data, error, loading }: { data: GuideData; error: string | null; loading: boolean }) {
  if (data.guide) return <Guide page={data.guide} />;
  if (!data.categoryId) return <GuideIndex groups={data.index} error={error} loading={loading} />;
  if (loading) return <p role="status">Cargando la guía…</p>;
  return <MissingGuide categoryId={data.categoryId} use={data.use} error={error} />;
}

/** A list of guides by title, each a link to its page (the index's groups, a guide's "other guides"). */
function GuideLinks({ guides }: { guides: readonly { path: string; title: string }[] }) {
  return (
    <ul className="guides__links">
      {guides.map((g) => (
        <li key={g.path}>
          <Link href={g.path}>{g.title}</Link>
        </li>
      ))}
    </ul>
  );
}

function GuideIndex({ groups, error, loading }: { groups: GuideIndexGroup[] | null; error: string | null; loading: boolean }) {
  return (
    <div className="guides">
      <h1>Guías de compra</h1>
      <p className="guides__lead">
        Los mejores productos de cada categoría y para cada uso, elegidos con reglas sobre puntuaciones, especificaciones y precios comprobados.
      </p>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {loading && !groups && <p role="status">Cargando las guías…</p>}
      {groups?.map((group) => (
        <section key={group.categoryId} className="guides__group" aria-labelledby={`guias-${group.categoryId}`}>
          <h2 id={`guias-${group.categoryId}`}>{group.name}</h2>
          <GuideLinks guides={group.guides} />
        </section>
      ))}
    </div>
  );
}

function MissingGuide({ categoryId, use, error }: { categoryId: GuideData["categoryId"] & string; use: string | null; error: string | null }) {
  const name = getCategory(categoryId).name.toLowerCase();
  return (
    <div className="guides">
      <h1>Guía no encontrada</h1>
      <p role="alert">{error ?? (use ? `No hay ninguna guía de ${name} para «${use}».` : `Todavía no hay guía de ${name}.`)}</p>
      <p>
        <Link href={guidePath(categoryId)}>{categoryGuideTitle(categoryId)}</Link> · <Link href={GUIDES_PATH}>Todas las guías</Link>
      </p>
    </div>
  );
}

function PickPrice({ pick }: { pick: GuidePageData["picks"][number] }) {
  return (
    <p className="guide-pick__price">
      <strong>{formatPrice(pick.price, pick.currency)}</strong>
      {pick.shopName && <> en {pick.shopName}</>} · <span className="guide-pick__verdict">{pick.verdictLabel}</span>
    </p>
  );
}

function ShortList({ title, cards, note }: { title: string; cards: readonly ProductCardData[]; note?: string }) {
  if (cards.length === 0) return null;
  return (
    <section className="guide__list">
      <h2>{title}</h2>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <Link href={productPath(card.categoryId, card.id)}>{productName(card)}</Link>
            {note && <> · {note}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Guide({ page }: { page: GuidePageData }) {
  const compared = page.picks.slice(0, COMPARE_MAX).map((p) => p.card.id);
  const categoryName = getCategory(page.categoryId).name;
  return (
    <article className="guide">
      <nav aria-label="Migas de pan" className="guide__trail">
        <Link href={GUIDES_PATH}>Guías</Link> › <Link href={guidePath(page.categoryId)}>{categoryName}</Link>
      </nav>
      <h1>
        {page.title} <span className="guide__month">— {page.month}</span>
      </h1>
      <p className="guide__lead">
        {page.picks.length > 0
          ? `${page.picks.length} ${page.picks.length === 1 ? "elegido" : "elegidos"} entre ${page.priced} con precio comprobado${page.required ? " que cumplen lo que pide la guía" : ""}.`
          : "Ahora mismo ningún producto que cumple lo que pide la guía tiene un precio comprobado."}
      </p>
      {page.required && (
        <p className="guide__required">
          <strong>Qué pedimos.</strong> {page.required}. <Link href={page.listingPath}>Ver los {page.eligible} que cumplen</Link>
        </p>
      )}
      {compared.length > 1 && (
        <p>
          <Link className="button button--primary" href={comparePath(compared, false, page.use)}>
            Comparar estos {compared.length}
          </Link>
        </p>
      )}
      <ol className="guide__picks">
        {page.picks.map((pick, i) => (
          <li key={pick.card.id} className="guide-pick">
            <h2 className="guide-pick__role">
              <span className="guide-pick__rank">N.º {i + 1}</span> {ROLE_LABELS[pick.role]}: {productName(pick.card)}
            </h2>
            <div className="guide-pick__body">
              <ProductCard product={pick.card} showChips={false} priority={i === 0} />
              <div>
                <PickPrice pick={pick} />
                <ul className="guide-pick__reasons">
                  {pick.reasons.map((reason) => (
                    <li key={reason}>{reason.charAt(0).toUpperCase() + reason.slice(1)}</li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <ShortList title="También merecen la pena" cards={page.runnersUp} />
      <ShortList title="Sin precio comprobado" cards={page.unpriced} note="sin precio comprobado: no puede ser elegido" />
      <section className="guide__method" aria-labelledby="guide-method">
        <h2 id="guide-method">Cómo elegimos</h2>
        <ul>
          {GUIDE_METHOD.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {page.others.length > 0 && (
        <nav className="guide__others" aria-label="Otras guías">
          <h2>Otras guías de {categoryName.toLowerCase()}</h2>
          <GuideLinks guides={page.others} />
        </nav>
      )}
    </article>
  );
}
