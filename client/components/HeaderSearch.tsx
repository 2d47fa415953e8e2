import { useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import type { SuggestionPanelProps, PanelHandle, PanelView } from "./header-search/panel-types";
import { Icon } from "./Icon";

export const SEARCH_INPUT_ID = "site-search-input";
export const SEARCH_LISTBOX_ID = "site-search-listbox";

const CLOSED: PanelView = { expanded: false, activeId: undefined, status: "" };

/**
 * The header's search across every category (issue 15), on every page: a WAI-ARIA combobox whose
 * suggestions come from GET /api/search/suggest. Only the box is in every page's first load; what
 * fetches, lists and steers the suggestions (header-search/SuggestionPanel.tsx) loads on first focus.
 */
export function HeaderSearch() {
  const [term, setTerm] = useState("");
  const [Panel, setPanel] = useState<ComponentType<SuggestionPanelProps> | null>(null);
  const [view, setView] = useState<PanelView>(CLOSED);
  const loading = useRef<Promise<unknown> | null>(null);
  const handle = useRef<PanelHandle | null>(null);
  // Enter pressed before the panel's code arrived: it acts once it has.
  const pendingSubmit = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  const load = () => {
    loading.current ??= import("./header-search/SuggestionPanel").then(
      (module) => setPanel(() => module.SuggestionPanel),
      (error: unknown) => {
        // Offline: the box still submits as a plain form; a later focus tries again.
        console.error("[search] suggestions not loaded", error);
        loading.current = null;
      },
    );
  };

  return (
    <div className="site-search" ref={container}>
      <form
        className="site-search__form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (handle.current) handle.current.submit();
          else {
            pendingSubmit.current = true;
            load();
          }
        }}
      >
        {/* The magnifier submits: a form needs a submit button for those who cannot press Enter. */}
        <button type="submit" className="site-search__icon search-submit" aria-label="Buscar">
          <Icon name="search" />
        </button>
        <input
          id={SEARCH_INPUT_ID}
          className="site-search__input"
          // "text", not "search": HTML allows the combobox role (and aria-expanded) on a text input only.
          type="text"
          name="q"
          role="combobox"
          aria-label="Buscar productos en todas las categorías"
          aria-autocomplete="list"
          aria-expanded={view.expanded}
          aria-controls={SEARCH_LISTBOX_ID}
          aria-activedescendant={view.activeId}
          placeholder="Buscar marca o modelo"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={term}
          onFocus={load}
          onPointerEnter={load}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handle.current?.keyDown(event)}
        />
      </form>
      <div id={SEARCH_LISTBOX_ID} className="site-search__listbox" role="listbox" aria-label="Sugerencias de búsqueda" hidden={!view.expanded}>
        {Panel && <Panel term={term} setTerm={setTerm} container={container} handle={handle} pendingSubmit={pendingSubmit} onView={setView} />}
      </div>
      <p className="visually-hidden" role="status">
        {view.status}
      </p>
    </div>
  );
}
