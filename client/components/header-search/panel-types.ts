import type { KeyboardEvent, MutableRefObject, RefObject } from "react";

/** What the combobox's box shows of the panel's state (aria-expanded, aria-activedescendant, the status line). */
export interface PanelView {
  expanded: boolean;
  activeId: string | undefined;
  /** Announced politely: how many suggestions, that there are none, or that they are on their way. */
  status: string;
  /** Suggestions for the term are being asked for (the pause after typing, then the request). */
  loading: boolean;
}

/** What the box asks of the panel: its keys, and Enter (the form's submit). */
export interface PanelHandle {
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Opens the chosen suggestion and says true; with none chosen closes the list and says false. */
  submit(): boolean;
}

export interface SuggestionPanelProps {
  term: string;
  setTerm(term: string): void;
  /** The search's box and list: a press outside it closes the list. */
  container: RefObject<HTMLDivElement | null>;
  handle: MutableRefObject<PanelHandle | null>;
  onView(view: PanelView): void;
}
