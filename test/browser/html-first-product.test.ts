import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { formatPrice } from "../../shared/format";
import { historySeries } from "../../shared/price-history";
import type { PricePoint } from "../../shared/product";
import { productPath } from "../../shared/routes";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { SIZES } from "./support/sizes";

/**
 * The product page works as HTML first: without JavaScript every spec group can be read (each
 * reachable from a link at the top) and the price history is a drawing, not an empty box; with
 * JavaScript the groups become the tab strip and uPlot replaces the drawing, with no hydration error.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const record = SAMPLE_CATALOGUE.tv.find((r) => r.id === "lg-oled65c44la")!;
const history = (record.amazon as { priceHistory: PricePoint[] }).priceHistory;
const path = productPath("tv", record.id);

/** Headings of the spec groups and, per group, how many rows it shows (visible to a reader). */
function specGroups(page: Page) {
  return page.locator(".spec-groups__group").evaluateAll((groups) =>
    groups.map((group) => {
      const box = group.getBoundingClientRect();
      return {
        id: group.id,
        heading: group.querySelector("h3")?.textContent ?? "",
        rows: group.querySelectorAll(".spec-list__row").length,
        visible: box.height > 0 && getComputedStyle(group).display !== "none",
      };
    }),
  );
}

describe.each(SIZES)("the product page without JavaScript at $name", (size) => {
  const open = (url: string) =>
    pool.pages.open(url, { viewport: { width: size.width, height: size.height }, isMobile: size.phone, hasTouch: size.phone, javaScriptEnabled: false });

  it("shows every spec group in sequence, each reachable from the links at the top", async () => {
    const { page } = await open(server.url + path);
    const groups = await specGroups(page);
    expect(groups.length).toBeGreaterThanOrEqual(5);
    for (const group of groups) {
      expect(group.visible, group.id).toBe(true);
      expect(group.rows, group.id).toBeGreaterThan(0);
    }
    const nav = page.getByRole("navigation", { name: "Grupos de especificaciones" });
    const links = nav.getByRole("link");
    await expect(links.allTextContents()).resolves.toEqual(groups.map((g) => g.heading));
    await expect(page.getByRole("tab").count()).resolves.toBe(0);

    // The last group's link scrolls its heading into view, below the fixed header.
    const last = groups.at(-1)!;
    // Clicked again while the hash has not changed: scrolled to, the link can still move as sections
    // near it take their real height (content-visibility), and a click sent where it was misses it
    // (the hash stayed empty for 10 s once, fresh-clone .ci/run with a core busy, 2026-11-26).
    const hash = () => page.evaluate(() => window.location.hash);
    await expect
      .poll(async () => {
        if ((await hash()) !== `#${last.id}`) await links.last().click();
        return hash();
      })
      .toBe(`#${last.id}`);
    const heading = page.locator(`#${last.id} h3`);
    const placeOf = () =>
      heading.evaluate((h) => {
        const box = h.getBoundingClientRect();
        const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
        return { top: box.top, bottom: box.bottom, header, viewport: window.innerHeight };
      });
    // Where the jump ends: sections drawn on the way (content-visibility) may still move it on a busy machine.
    await expect
      .poll(async () => {
        const place = await placeOf();
        return place.top >= place.header - 1 && place.bottom <= place.viewport;
      })
      .toBe(true);
  });

  it("draws the price history as an SVG with the lowest and the current price marked, beside its words", async () => {
    const { page } = await open(server.url + path);
    const [, prices] = historySeries(history);
    const chart = page.locator(".price-history__chart");
    await chart.scrollIntoViewIfNeeded();
    const svg = chart.locator("svg.price-history__outline");
    const box = (await svg.boundingBox())!;
    // It fills the chart's box (the purchase box's width: a column on a desktop, the page on a phone).
    expect(Math.abs(box.width - (await chart.boundingBox())!.width)).toBeLessThan(1);
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBe(180);
    const line = (await chart.locator(".price-history__line").getAttribute("d"))!;
    expect(line.split("L")).toHaveLength(prices.length);
    const current = chart.locator('[data-mark="current"] text');
    await expect(current.textContent()).resolves.toContain(formatPrice(prices.at(-1)!));
    const lowest = Math.min(...prices);
    const marks = await chart.locator("[data-mark] text").allTextContents();
    expect(marks.join(" ")).toContain(formatPrice(lowest));
    // Every label lies inside the box.
    const outside = await chart.locator("svg text").evaluateAll((texts) => {
      const outer = texts[0].closest(".price-history__chart")!.getBoundingClientRect();
      return texts.filter((t) => {
        const b = t.getBoundingClientRect();
        return b.left < outer.left - 1 || b.right > outer.right + 1 || b.top < outer.top - 1 || b.bottom > outer.bottom + 1;
      }).length;
    });
    expect(outside).toBe(0);
    await expect(page.locator(".price-history figcaption").textContent()).resolves.toMatch(/mínimo.*máximo.*actual/);
  });
});

describe.each(SIZES)("the product page with JavaScript at $name", (size) => {
  it("hydrates without a mismatch, turns the groups into tabs ('General' first) and lets uPlot replace the drawing", async () => {
    const consoleErrors: string[] = [];
    const { page, errors } = await pool.pages.open(server.url + path, {
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      prepare: async (context) => context.on("console", (message) => void (message.type() === "error" && consoleErrors.push(message.text()))),
    });
    await waitForHydration(page);
    const tabs = page.getByRole("tab");
    await expect(tabs.first().textContent()).resolves.toBe("General");
    await expect(tabs.first().getAttribute("aria-selected")).resolves.toBe("true");
    await expect(page.getByRole("tabpanel").count()).resolves.toBe(1);
    await expect(page.locator(".spec-groups__nav").count()).resolves.toBe(0);

    await page.locator(".price-history").scrollIntoViewIfNeeded();
    await page.locator(".price-history__chart[data-drawn] canvas").waitFor();
    await expect(page.locator(".price-history__outline").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    expect(consoleErrors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });

  it("keeps the drawing when uPlot cannot load", async () => {
    const { page } = await pool.pages.open(server.url + path, {
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      prepare: (context) => context.route(/uPlot|uplot/i, (route) => route.abort()),
    });
    await waitForHydration(page);
    await page.locator(".price-history").scrollIntoViewIfNeeded();
    // Long enough for the library's request to have been made and refused.
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".price-history__outline").isVisible()).resolves.toBe(true);
    await expect(page.locator(".price-history__chart canvas").count()).resolves.toBe(0);
  });
});
