import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { SEARCH_PAGE, SEARCH_PARAM, searchPath } from "../../shared/routes";
import { SEARCH_TERM_MAX } from "../../shared/search-term";
import { navigate } from "../navigate";
import { useAppState } from "../state/app-state";
import type { SuggestionPanelProps, PanelHandle, PanelView } from "./header-search/panel-types";
import { Icon } from "./Icon";

export const SEARCH_INPUT_ID = "site-search-input";
export const SEARCH_LISTBOX_ID = "site-search-listbox";

const CLOSED: PanelView = { expanded: false, activeId: undefined, status: "", loading: false };

/**
 * The header's search across every category, on every page: a WAI-ARIA combobox whose
 * suggestions come from GET /api/search/suggest. Only the box is in every page's first load; what
 * fetches, lists and steers the suggestions (header-search/SuggestionPanel.tsx) loads on first focus.
 * It is a GET form to the search results page (/buscar), so it works before and without
 * JavaScript; once hydrated, Enter opens the chosen suggestion, or with none chosen goes to that
 * page on the client.
 */
export function HeaderSearch() {
  const state = useAppState();
  const [term, setTerm] = useState("");
  const [Panel, setPanel] = useState<ComponentType<SuggestionPanelProps> | null>(null);
  const [view, setView] = useState<PanelView>(CLOSED);
  const loading = useRef<Promise<unknown> | null>(null);
  const handle = useRef<PanelHandle | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const load = () => {
    loading.current ??= import("./header-search/SuggestionPanel").then(
      (module) => setPanel(() => module.SuggestionPanel),
      (error: unknown) => {
        // Offline: the box still submits to the results page; a later focus tries again.
        console.error("[search] suggestions not loaded", error);
        loading.current = null;
      },
    );
  };

  // Typed into (or focused) before the page hydrated: the box's own value is what the shopper wants
  // suggestions for, and the suggestions' code is fetched now rather than on the next key or focus.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (box.value) setTerm(box.value.slice(0, SEARCH_TERM_MAX));
    if (box.value || document.activeElement === box) load();
    // Once, as the page hydrates: from then on onChange and onFocus say it.
  }, []);

  return (
    <div className="site-search" ref={container}>
      <form
        className="site-search__form"
        role="search"
        action={SEARCH_PAGE}
        method="get"
        aria-busy={view.loading}
        onSubmit={(event) => {
          event.preventDefault();
          if (handle.current?.submit()) return;
          event.currentTarget.querySelector("input")?.blur();
          void navigate(state, searchPath(term));
        }}
      >
        <Icon name="search" className="site-search__icon" />
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          className="site-search__input"
          // "text", not "search": HTML allows the combobox role (and aria-expanded) on a text input only.
          type="text"
          name={SEARCH_PARAM}
          role="combobox"
          aria-label="Buscar productos en todas las categorías"
          aria-autocomplete="list"
          aria-expanded={view.expanded}
          aria-controls={SEARCH_LISTBOX_ID}
          aria-activedescendant={view.activeId}
          placeholder="Buscar marca o modelo"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TERM_MAX}
          value={term}
          onFocus={load}
          onPointerEnter={load}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handle.current?.keyDown(event)}
        />
        {/* Suggestions on their way: a shopper sees the box is working, not that nothing matched. */}
        {view.loading && <span className="site-search__loading" aria-hidden="true" />}
        <button type="submit" className="site-search__submit">
          Buscar
        </button>
      </form>
      <div id={SEARCH_LISTBOX_ID} className="site-search__listbox" role="listbox" aria-label="Sugerencias de búsqueda" hidden={!view.expanded}>
        {Panel && <Panel term={term} setTerm={setTerm} container={container} handle={handle} onView={setView} />}
      </div>
      <p className="visually-hidden" role="status">
        {view.status}
      </p>
    </div>
  );
}
