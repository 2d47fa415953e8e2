import { useEffect, useImperativeHandle, useState, type MouseEvent } from "react";
import type { SuggestAnswer, SuggestionGroup } from "../../../shared/api-contract";
import { cardPrice } from "../../../shared/prices/card-price";
import { priceText } from "../../../shared/prices/price-text";
import { categoryPath, productPath } from "../../../shared/routes";
import { SEARCH_DEBOUNCE_MS, normaliseSearchTerm } from "../../../shared/search-term";
import { navigate } from "../../navigate";
import { useAppState } from "../../state/app-state";
import { usePriceClock } from "../../state/price-clock";
import type { SuggestionPanelProps } from "./panel-types";
import { fetchSuggestions, keptSuggestions } from "./suggestions-api";
import { productName } from "../../../shared/product-name";

const optionId = (k: number) => `site-search-option-${k}`;
const results = (n: number) => (n === 1 ? "1 resultado" : `${n} resultados`);

/**
 * The header search's suggestions, as a WAI-ARIA combobox's listbox: grouped by category
 * under headings, each heading an option too (its category's listing with the term), and first, when
 * the term names a category ("tv oled 55"), that listing with what it understood; ArrowDown/ArrowUp move the active option, Enter opens it (with none active, the
 * form goes to the search results page: HeaderSearch.tsx), Escape
 * closes and clears the active one (and, closed, empties the box); a press outside closes. Suggestions
 * come 500 ms after typing pauses, from 3 trimmed characters, as in the listing's search (PRODUCT-RULES.md, States).
 */
export function SuggestionPanel({ term, setTerm, container, handle, onView }: SuggestionPanelProps) {
  const state = useAppState();
  const [answer, setAnswer] = useState<SuggestAnswer | null>(null);
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = normaliseSearchTerm(term);
  // A group's heading opens its category's listing with the term the answer is for, as the results
  // page's group link does: the category alone when that listing would find nothing.
  const listingHref = ({ categoryId, listed }: SuggestionGroup, q: string) =>
    listed ? `${categoryPath(categoryId)}?${new URLSearchParams({ q })}` : categoryPath(categoryId);
  // Every option is a page to open, in the list's order: the listing the term names, then each
  // group's heading and its products.
  const options = answer
    ? [
        ...(answer.listing ? [answer.listing.href] : []),
        ...answer.groups.flatMap((group) => [listingHref(group, answer.term), ...group.items.map((item) => productPath(item.categoryId, item.id))]),
      ]
    : [];
  const products = answer?.groups.reduce((sum, group) => sum + group.items.length, 0) ?? 0;
  const expanded = open && wanted !== null && options.length > 0;

  const input = () => container.current?.querySelector("input") ?? null;
  const focused = () => input() !== null && document.activeElement === input();
  const show = (next: SuggestAnswer) => {
    setAsking(false);
    setAnswer(next);
    setActive(-1);
    // Typed, then gone elsewhere before the answer came: it waits until the box has focus again.
    setOpen(focused());
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    input()?.blur();
    void navigate(state, href);
  };
  const submit = () => {
    if (expanded && options[active]) {
      go(options[active]);
      return true;
    }
    close();
    return false;
  };

  // PRODUCT-RULES.md (States), as in the listing: a pause of 500 ms, then one request per distinct term.
  useEffect(() => {
    if (!wanted) {
      setAsking(false);
      close();
      return;
    }
    const kept = keptSuggestions(wanted);
    if (kept) {
      show(kept);
      return;
    }
    setAsking(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(wanted, controller.signal).then(show, (error: unknown) => {
        if (controller.signal.aborted) return;
        setAsking(false);
        console.error("[search] suggestions failed", error);
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // show/close only set state: the term alone decides when to ask.
  }, [wanted]); // eslint-disable-line react-hooks/exhaustive-deps

  useImperativeHandle(handle, () => ({
    submit,
    keyDown(event) {
      const count = options.length;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (count === 0 || !wanted) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
        } else setActive(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
      } else if (event.key === "Escape") {
        event.preventDefault();
        if (expanded) close();
        else setTerm("");
      }
    },
  }));

  useEffect(() => {
    const loading = asking && wanted !== null;
    const status = loading
      ? "Buscando sugerencias…"
      : !wanted || !answer
        ? ""
        : products === 0 && !answer.listing
          ? `No hay sugerencias para "${wanted}"`
          : `${products} sugerencias`;
    onView({ expanded, activeId: expanded && active >= 0 ? optionId(active) : undefined, status, loading });
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [expanded, active, answer, wanted, asking, products, onView]);

  // A press outside, or the focus leaving the search, closes the list; focus coming back reopens it.
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const onPress = (event: Event) => {
      if (!box.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) close();
    };
    const onFocusIn = () => setOpen(true);
    document.addEventListener("mousedown", onPress);
    document.addEventListener("touchstart", onPress, { passive: true });
    box.addEventListener("focusout", onFocusOut);
    box.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("mousedown", onPress);
      document.removeEventListener("touchstart", onPress);
      box.removeEventListener("focusout", onFocusOut);
      box.removeEventListener("focusin", onFocusIn);
    };
  }, [container]);

  if (!expanded || !answer) return null;
  let index = -1;
  /** An option of the list: the active one is marked, a press opens its page and keeps the focus in the box. */
  const optionProps = (k: number, className: string) => ({
    id: optionId(k),
    role: "option",
    "aria-selected": k === active,
    className,
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseMove: () => k !== active && setActive(k),
    onClick: () => go(options[k]),
  });
  const { listing } = answer;
  return (
    <>
      {listing && (
        <ul role="group" aria-label={`Buscar en ${listing.name}`} className="site-search__group">
          <li {...optionProps(++index, "site-search__listing")}>
            <span className="site-search__name">
              {`Ver ${listing.name}`}
              {listing.chips.length > 0 && `: ${listing.chips.join(" · ")}`}
              {listing.sort && `${listing.chips.length > 0 ? " · " : ": "}${listing.sort}`}
              {listing.term && ` con «${listing.term}»`}
            </span>{" "}
            <span className="site-search__total">{results(listing.total)}</span>
          </li>
        </ul>
      )}
      {answer.groups.map((group) => (
        <ul key={group.categoryId} role="group" aria-label={group.name} className="site-search__group">
          <li {...optionProps(++index, "site-search__heading")}>
            {group.name} <span className="site-search__total">{results(group.total)}</span>
          </li>
          {group.items.map((item) => (
            <li key={item.id} {...optionProps(++index, "site-search__option")}>
              <img className="site-search__image" src={item.imageSmall || item.image} alt="" width={48} height={36} />
              <span className="site-search__name">{productName(item)}</span> <SuggestionPrice item={item} />
            </li>
          ))}
        </ul>
      ))}
    </>
  );
}

/** A suggestion's price as a card shows it at the page's time: the last price seen, with its age, once stale. */
function SuggestionPrice({ item }: { item: SuggestionGroup["items"][number] }) {
  const { now, freshHours } = usePriceClock();
  const shown = cardPrice(item, now.getTime(), freshHours);
  return (
    <span className={shown.fresh ? "site-search__price" : "site-search__price site-search__price--stale"}>{priceText(shown, item.priceCurrency, now)}</span>
  );
}
