import { describe, expect, it, vi } from "vitest";
import { clickWhenThere, type JourneyDriver, type Target } from "../browser/support/journey-driver";

/** A driver whose page always has the target, and whose clicks fail as `failures` says, one per click. */
function driverFailing(failures: (Error | null)[]): JourneyDriver & { clicks: number } {
  const driver = {
    clicks: 0,
    inlineScroll: "start" as const,
    setViewport: async () => {},
    goto: async () => {},
    url: async () => "http://localhost/categoria/tv",
    evaluate: (async () => true) as JourneyDriver["evaluate"],
    click: async (_target: Target) => {
      const failure = failures[driver.clicks++];
      if (failure) throw failure;
    },
    type: async () => {},
    clearCookies: async () => {},
    close: async () => {},
  };
  return driver;
}

const LG: Target = { css: "input[type=checkbox]", text: "LG" };

describe("clickWhenThere", () => {
  it("finds the element again when the one it found left the page before the click", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const driver = driverFailing([new Error("Node is detached from document"), new Error("stale element reference: element is not attached"), null]);
    await clickWhenThere(driver, LG);
    expect(driver.clicks).toBe(3);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("gives up after three such retries, with the browser's error", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const driver = driverFailing(Array.from({ length: 10 }, () => new Error("Node is detached from document")));
    await expect(clickWhenThere(driver, LG)).rejects.toThrow("detached");
    expect(driver.clicks).toBe(4);
    warn.mockRestore();
  });

  it("does not retry any other failure", async () => {
    const driver = driverFailing([new Error('Firefox: no visible input[type=checkbox] with "LG"'), null]);
    await expect(clickWhenThere(driver, LG)).rejects.toThrow("no visible");
    expect(driver.clicks).toBe(1);
  });
});
