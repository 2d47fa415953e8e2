import { useEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from "../../../shared/search-term";
import { TEXT } from "../../../shared/texts";
import { useAppState } from "../../state/app-state";
import { clearSearch, commitSearch } from "../../state/listing";
import { Icon } from "../Icon";

/**
 * PRODUCT-RULES.md (States): a search runs 500 ms after typing pauses, or at once on submit; fewer than 3 trimmed
 * characters is no search, and an empty box clears the results. Its box is the `q` field of the
 * listing's GET form (ListingForm.tsx), which Enter or the magnifier submits: without script the
 * worker renders the search, once hydrated the form runs it in place.
 */
export function SearchBox({ categoryName }: { categoryName: string }) {
  const state = useAppState();
  const ui = useSnapshot(state.listingUi, { sync: true });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const trimmed = ui.searchInput.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < SEARCH_MIN_CHARS;
  // The hint says what a search needs; once the term has it, it has nothing left to say.
  const hinted = trimmed.length < SEARCH_MIN_CHARS;

  return (
    <div className="search-box" role="search">
      <button type="submit" className="icon-button search-box__submit" aria-label="Buscar" onClick={() => clearTimeout(timer.current)}>
        <Icon name="search" />
      </button>
      <input
        type="search"
        name="q"
        className="search-box__input"
        aria-label={`Buscar en ${categoryName}`}
        aria-describedby={hinted ? "search-hint" : undefined}
        placeholder="Busca por marca o modelo"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={ui.searchInput}
        onKeyDown={(event) => {
          if (event.key === "Enter") clearTimeout(timer.current);
        }}
        onChange={(event) => {
          state.listingUi.searchInput = event.target.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commitSearch(state, state.listingUi.searchInput), SEARCH_DEBOUNCE_MS);
        }}
      />
      {ui.searchInput !== "" && (
        <button
          type="button"
          className="icon-button search-box__clear"
          aria-label="Borrar búsqueda"
          onClick={() => {
            clearTimeout(timer.current);
            clearSearch(state);
          }}
        >
          <Icon name="close" />
        </button>
      )}
      {hinted && (
        <p id="search-hint" className={`search-box__hint${tooShort ? " search-box__hint--warn" : ""}`}>
          {TEXT.searchHint}
        </p>
      )}
    </div>
  );
}
