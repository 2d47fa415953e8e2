import { afterEach, describe, expect, it, vi } from "vitest";
import { navigate } from "../../client/navigate";
import { startNavigation } from "../../client/navigation";
import { createAppState, type PagePayload } from "../../client/state/app-state";

const homePayload = (): PagePayload =>
  ({
    url: "/",
    route: { view: "home" },
    data: { view: "home" },
    config: {},
    error: null,
    listing: undefined,
    renderedAt: new Date(0).toISOString(),
  }) as unknown as PagePayload;

describe("navigate: through the page's router once started, a plain page load before", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/");
  });

  it("loads the page when the hydrated page has not started its navigation", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const state = createAppState(homePayload());
    await navigate(state, "/categoria/tv");
    expect(assign).toHaveBeenCalledWith("/categoria/tv");
  });

  it("goes through the state's router once started, and stops using it when stopped", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const pushState = vi.spyOn(window.history, "pushState");
    // The view's data never arrives: what matters is that the address changed without a page load.
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>(() => undefined));
    const state = createAppState(homePayload());
    const stop = startNavigation(state);
    void navigate(state, "/categoria/tv");
    expect(pushState).toHaveBeenCalledWith(null, "", "/categoria/tv");
    expect(assign).not.toHaveBeenCalled();
    expect(state.loading).toBe(true);
    stop();
    await navigate(state, "/categoria/mobile");
    expect(assign).toHaveBeenCalledWith("/categoria/mobile");
  });
});
