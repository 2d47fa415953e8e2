import type { ConsoleMessage, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { productPath } from "../../shared/routes";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { SIZES } from "./support/sizes";

/**
 * The product page works as HTML first: without JavaScript every spec group can be read (each
 * reachable from a link at the top) and the price history is a drawing, not an empty box; with
 * JavaScript the groups become the tab strip and uPlot replaces the drawing, with no hydration error.
 * What the server's HTML holds (the groups in sequence, the links to them, the drawing's line and
 * marks) is test/unit/product-html-first.test.ts's; here, how a browser shows and uses it, on a phone.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const record = SAMPLE_CATALOGUE.tv.find((r) => r.id === "lg-oled65c44la")!;
const path = productPath("tv", record.id);
const [PHONE] = SIZES;
const phone = { viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true };

/** Headings of the spec groups and whether each is displayed. */
function specGroups(page: Page) {
  return page.locator(".spec-groups__group").evaluateAll((groups) =>
    groups.map((group) => {
      const box = group.getBoundingClientRect();
      return { id: group.id, heading: group.querySelector("h3")?.textContent ?? "", visible: box.height > 0 && getComputedStyle(group).display !== "none" };
    }),
  );
}

describe("the product page without JavaScript", () => {
  const open = () => pool.pages.open(server.url + path, { ...phone, javaScriptEnabled: false });

  it("375×812: shows every spec group, and a link at the top takes its heading into view below the fixed header", async () => {
    const { page } = await open();
    const groups = await specGroups(page);
    expect(groups.length).toBeGreaterThanOrEqual(5);
    for (const group of groups) expect(group.visible, group.id).toBe(true);
    const last = groups.at(-1)!;
    // Followed from the keyboard: sections near the link take their real height as it scrolls into
    // view (content-visibility), which moves it under a pointer, never under the focus.
    const link = page.getByRole("navigation", { name: "Grupos de especificaciones" }).getByRole("link").last();
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}${path}#${last.id}`);
    const heading = page.locator(`#${last.id} h3`);
    // Where the jump ends: sections drawn on the way (content-visibility) may still move it on a busy machine.
    await expect
      .poll(() =>
        heading.evaluate((h) => {
          const box = h.getBoundingClientRect();
          const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
          return box.top >= header - 1 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });

  it("375×812 and 1440×900: draws the price history across the chart's box, every label inside it", async () => {
    const { page } = await open();
    const chart = page.locator(".price-history__chart");
    const svg = chart.locator("svg.price-history__outline");
    // The chart is the purchase box's width: the page's on a phone, a column's on a desktop.
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await chart.scrollIntoViewIfNeeded();
      const box = (await svg.boundingBox())!;
      expect(Math.abs(box.width - (await chart.boundingBox())!.width), size.name).toBeLessThan(1);
      expect(box.width, size.name).toBeGreaterThan(300);
      expect(box.height, size.name).toBe(180);
      const outside = await chart.locator("svg text").evaluateAll((texts) => {
        const outer = texts[0].closest(".price-history__chart")!.getBoundingClientRect();
        return texts
          .filter((t) => {
            const b = t.getBoundingClientRect();
            return b.left < outer.left - 1 || b.right > outer.right + 1 || b.top < outer.top - 1 || b.bottom > outer.bottom + 1;
          })
          .map((t) => t.textContent);
      });
      expect(outside, size.name).toEqual([]);
    }
  });
});

describe("the product page with JavaScript at 375×812", () => {
  it("hydrates without a mismatch, turns the groups into tabs ('General' first) and lets uPlot replace the drawing", async () => {
    const consoleErrors: string[] = [];
    const { page, errors } = await pool.pages.open(server.url + path, {
      ...phone,
      // React reports a hydration mismatch on the console: listened to from before the page loads.
      prepare: async (context) => {
        const onConsole = (message: ConsoleMessage) => void (message.type() === "error" && consoleErrors.push(message.text()));
        context.on("console", onConsole);
        return { dispose: () => context.off("console", onConsole) };
      },
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
    const { page } = await pool.pages.open(server.url + path, { ...phone, prepare: (context) => context.route(/uPlot|uplot/i, (route) => route.abort()) });
    await waitForHydration(page);
    // The library is asked for only once the chart nears the screen; then it fails.
    const refused = page.waitForEvent("requestfailed", (request) => /uPlot|uplot/i.test(request.url()));
    await page.locator(".price-history").scrollIntoViewIfNeeded();
    await refused;
    await expect(page.locator(".price-history__outline").isVisible()).resolves.toBe(true);
    await expect(page.locator(".price-history__chart canvas").count()).resolves.toBe(0);
    await expect(page.locator(".price-history__chart[data-drawn]").count()).resolves.toBe(0);
  });
});
