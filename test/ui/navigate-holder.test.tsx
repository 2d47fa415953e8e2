import { afterEach, describe, expect, it, vi } from "vitest";
import "../../client/navigation";
import { navigate } from "../../client/navigate";
import type { AppState } from "../../client/state/app-state";

describe("client/navigate.ts: the stores' way to navigate without importing client/navigation.ts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs the navigation that client/navigation.ts provided when it loaded", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    // Another origin is left to the browser: the real navigate hands it to location.assign.
    await navigate({} as AppState, "https://otra-tienda.example/ofertas");
    expect(assign).toHaveBeenCalledWith("https://otra-tienda.example/ofertas");
  });
});
