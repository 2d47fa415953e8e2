import { createAppState, type AppState, type PagePayload } from "../../client/state/app-state";
import { EMPTY_LISTING } from "../../shared/empty-listing";

/** The app state of a page, as the browser makes it from the server's payload: the home unless told. */
export function testAppState(payload: Partial<PagePayload> = {}): AppState {
  return createAppState({
    url: "/",
    route: { view: "home" },
    data: { view: "home", latest: [] },
    config: {
      siteHost: "comparador.example",
      contactEmail: "a@b.c",
      owner: { name: "T", taxId: "B0", address: "M", registry: "R" },
      production: false,
      measurementId: null,
    },
    error: null,
    listing: EMPTY_LISTING,
    renderedAt: "2026-01-01T00:00:00.000Z",
    ...payload,
  } as PagePayload);
}
