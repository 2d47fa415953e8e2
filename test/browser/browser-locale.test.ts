import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { sharedServerUrl, useChromium } from "./support/shared";
import { openPage } from "./support/page-checks";

const chromium = useChromium();

describe("a browser whose locale is not a BCP 47 tag", () => {
  it("still draws the price chart when navigator.language is the POSIX 'C' locale", async () => {
    const product = SAMPLE_CATALOGUE.tv[0];
    // What WebKitGTK reports under LANG=C: Intl refuses it with a RangeError.
    // On a phone: how the chart formats its figures does not depend on the width.
    const { page, errors } = await openPage(chromium.browser, `${sharedServerUrl()}/productos/tv/${product.id}`, { width: 375, height: 812 }, (context) =>
      context.addInitScript(() => Object.defineProperty(Navigator.prototype, "language", { configurable: true, get: () => "C" })),
    );
    await page.locator(".price-history").scrollIntoViewIfNeeded();
    await page.locator(".price-history__chart[data-drawn] canvas").waitFor();
    expect(errors).toEqual([]);
  });
});
