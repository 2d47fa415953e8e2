import { useEffect, useRef, useState, type ReactNode } from "react";
import type { CategoryId } from "../../../shared/categories";
import type { FilterDefinition } from "../../../shared/filters/types";
import { categoryPath } from "../../../shared/routes";
import { useAppState } from "../../state/app-state";
import { afterHydration, hasHydrated } from "../../state/hydration";
import { commitSearch } from "../../state/listing";
import { replayFormBeforeHydration } from "./form-replay";
import { filterPanelWaiting } from "./panel-live";

/** The listing's form; its fields outside it (none today) would name it with form="listado". */
export const LISTING_FORM_ID = "listado";

/**
 * The listing's filters, sort and search as one GET form on the category's address, its fields named
 * for the query parameters the listing's URL uses (shared/filters/url.ts, shared/listing-query.ts):
 * without script a submit asks the worker for that listing. Once hydrated the controls apply as they
 * change (debounced, no reload) and a submit only runs the typed search at once and closes the drawer.
 * What was chosen or typed before hydration is applied then (form-replay.ts).
 */
export function ListingForm({
  categoryId,
  definitions,
  className,
  children,
}: {
  categoryId: CategoryId;
  definitions: readonly FilterDefinition[];
  className?: string;
  children: ReactNode;
}) {
  const state = useAppState();
  const form = useRef<HTMLFormElement>(null);
  // Only a form the server drew can hold taps made before hydration. One the browser draws after a
  // navigation has nothing to replay, and its filter panel may still be on its way: replaying its
  // fields then would drop the filters the listing was opened with.
  const [drawnByServer] = useState(() => !hasHydrated());
  useEffect(
    () =>
      drawnByServer
        ? afterHydration(() => {
            if (form.current) replayFormBeforeHydration(state, form.current, definitions);
          })
        : undefined,
    [state, definitions, drawnByServer],
  );
  return (
    <form
      ref={form}
      id={LISTING_FORM_ID}
      className={className}
      method="get"
      action={categoryPath(categoryId)}
      onSubmit={(event) => {
        // A filter panel that has not hydrated has choices the store does not know: the form is sent
        // as it is, and the worker renders what it says.
        if (filterPanelWaiting()) return;
        event.preventDefault();
        commitSearch(state, state.listingUi.searchInput);
        state.listingUi.drawerOpen = false;
      }}
    >
      {children}
    </form>
  );
}
