import type { KeyboardEvent, MutableRefObject, RefObject } from "react";

/** What the combobox's box shows of the panel's state (aria-expanded, aria-activedescendant, the status line). */
export interface PanelView {
  expanded: boolean;
  activeId: string | undefined;
  /** Announced politely: how many suggestions, or that there are none. */
  status: string;
}

/** What the box asks of the panel: its keys, and Enter (the form's submit). */
export interface PanelHandle {
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  submit(): void;
}

export interface SuggestionPanelProps {
  term: string;
  setTerm(term: string): void;
  /** The search's box and list: a press outside it closes the list. */
  container: RefObject<HTMLDivElement | null>;
  handle: MutableRefObject<PanelHandle | null>;
  /** Set when Enter was pressed before the panel loaded: it acts on it once mounted. */
  pendingSubmit: MutableRefObject<boolean>;
  onView(view: PanelView): void;
}
