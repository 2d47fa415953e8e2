import { afterAll, beforeAll, describe, it } from "vitest";
import type { JourneyDriver } from "./support/journey-driver";
import { searchFromHeader, shopAndCompare } from "./support/journeys";
import { sharedServerUrl } from "./support/shared";
import { launchFirefox } from "./support/firefox";

// One Firefox for the file: starting it is the slow part.
let firefox: JourneyDriver;

beforeAll(async () => {
  firefox = await launchFirefox();
});

afterAll(async () => {
  await firefox?.close();
});

describe("the main journeys in Firefox (Debian's firefox-esr over WebDriver BiDi)", () => {
  it("home → category → filter → product → compare → comparison at 1440 px", async () => {
    await shopAndCompare(firefox, sharedServerUrl(), { width: 1440, height: 900, filter: true });
  });

  it("home → category → product → compare → comparison at 375 px", async () => {
    await shopAndCompare(firefox, sharedServerUrl(), { width: 375, height: 812, filter: false });
  });

  it("header search → suggestion → product at 375 px", async () => {
    await searchFromHeader(firefox, sharedServerUrl(), { width: 375, height: 812 });
  });
});
