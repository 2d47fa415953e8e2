import { afterAll, beforeAll, describe, it } from "vitest";
import type { JourneyDriver } from "./support/journey-driver";
import { searchFromHeader, shopAndCompare } from "./support/journeys";
import { sharedServerUrl } from "./support/shared";
import { launchWebKit } from "./support/webkit";

// One MiniBrowser (under its own Xvfb) for the file: starting WebKit is the slow part.
let webkit: JourneyDriver;

beforeAll(async () => {
  webkit = await launchWebKit();
});

afterAll(async () => {
  await webkit?.close();
});

describe("the main journeys in WebKit (WebKitGTK's MiniBrowser over WebDriver, es_ES)", () => {
  it("home → category → filter → product → compare → comparison at 1440 px", async () => {
    await shopAndCompare(webkit, sharedServerUrl(), { width: 1440, height: 900, filter: true });
  });

  it("home → category → product → compare → comparison at 375 px", async () => {
    await shopAndCompare(webkit, sharedServerUrl(), { width: 375, height: 812, filter: false });
  });

  it("header search → suggestion → product at 375 px", async () => {
    await searchFromHeader(webkit, sharedServerUrl(), { width: 375, height: 812 });
  });
});
