import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { comparePath } from "../../shared/routes";
import { afterFrames, waitForStill } from "./support/listing-scroll";
import { waitForHydration } from "./support/page-checks";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { SIZES } from "./support/sizes";

/**
 * The comparison's names row, with the longest names of the sample catalogue side by side: it stays
 * under the header while the rows scroll, whole and on top, in at most a fifth of the screen, the
 * prices on one line, and no product name is broken inside a word. At 375 px, then at 1440 px on the
 * same page resized: the table's layout depends on the window's width alone (styles.css).
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const [PHONE] = SIZES;

const ids = (category: keyof typeof SAMPLE_CATALOGUE, wanted: string[]) =>
  wanted.map((id) => {
    const found = SAMPLE_CATALOGUE[category].find((r) => r.id === id);
    if (!found) throw new Error(`${id} is not in the sample`);
    return found.id;
  });

const TRIOS = [
  ["three televisions with long model codes", ids("tv", ["samsung-ue43cu7172", "philips-55oled809", "lg-oled65c44la"])],
  [
    "three headphones with long names",
    ids("headphones", ["audio-technica-ath-m50xbt2", "bose-quietcomfort-ultra-headphones", "sennheiser-accentum-plus-wireless"]),
  ],
  ["three laptops", SAMPLE_CATALOGUE.laptop.slice(0, 3).map((r) => r.id)],
] as const;

/** Words of the product names (above the columns and in the 'Modelo' row) that sit on more than one line or stick out. */
function brokenWords(page: Page): Promise<string[]> {
  return page.locator(".compare-table__name, .compare-table td .fits-word").evaluateAll((links) =>
    links.flatMap((link) => {
      const text = link.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [`${link.textContent}: not one text`];
      const broken: string[] = [];
      for (const word of (text.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
        // A word wider than its column would stick out of it instead of breaking: just as unreadable.
        const cell = link.closest("th, td")!.getBoundingClientRect();
        const box = range.getBoundingClientRect();
        if (box.right > cell.right + 0.5) broken.push(`${word[0]} (sticks out)`);
      }
      return broken;
    }),
  );
}

/**
 * The names row as it stays under the header: where the part that sticks starts and how tall it is
 * (on a phone the whole head sticks; on a desktop each cell of the names row does), and each product's
 * name cell that is not whole on screen below the header or not on top.
 */
function stuckNames(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
    const head = document.querySelector(".compare-table thead")!;
    const stuck = getComputedStyle(head).position === "sticky" ? [head] : [...document.querySelectorAll(".compare-table__names > *")];
    const boxes = stuck.map((element) => element.getBoundingClientRect());
    const top = Math.min(...boxes.map((b) => b.top));
    const cells = [...document.querySelectorAll<HTMLElement>(".compare-table thead th[scope=col]")];
    const hidden = cells.flatMap((cell) => {
      const box = cell.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, header) + 6);
      return hit && cell.contains(hit) ? [] : [`${cell.textContent?.slice(0, 30)}: covered by ${hit?.className}`];
    });
    return { offset: Math.round(top - header), share: (Math.max(...boxes.map((b) => b.bottom)) - top) / window.innerHeight, hidden };
  });
}

/**
 * Scrolls the window into the rows, where they pass under the names: a little way in, or until the
 * last row is halfway up the screen (the table's end, where the names row leaves with it, still below).
 */
async function scrollIntoRows(page: Page, where: "start" | "end"): Promise<void> {
  await page.evaluate((where) => {
    const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
    const top = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
    const rows = document.querySelectorAll(".compare-table th[scope=row]");
    window.scrollTo(0, where === "start" ? top(document.querySelector(".compare-table")!) - header + 400 : top(rows[rows.length - 1]) - window.innerHeight / 2);
  }, where);
  await settledHeader(page);
}

/**
 * Until the header has answered the scroll: its handler runs in an animation frame (header-on-scroll.ts),
 * and hiding or showing it starts a slide. Measured before, the names row may still be where it sits
 * under a header that is about to slide away.
 */
async function settledHeader(page: Page): Promise<void> {
  await afterFrames(page);
  await waitForStill(page, ".site-header");
}

describe("the comparison's names row at 375×812 and at 1440×900", () => {
  it.each(TRIOS)("%s: under the header, whole, in at most a fifth of the screen, prices on one line, no name broken inside a word", async (_kind, trio) => {
    const { page, errors } = await pool.pages.open(server.url + comparePath(trio), {
      viewport: { width: PHONE.width, height: PHONE.height },
      isMobile: true,
      hasTouch: true,
    });
    await waitForHydration(page);
    // The 'Modelo' row's values are names too, checked with the names above the columns.
    await expect(page.locator(".compare-table td .fits-word").count()).resolves.toBe(3);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await brokenWords(page), size.name).toEqual([]);
      // The prices share one line, however many lines each name takes.
      const prices = await page.locator(".compare-table__price").evaluateAll((spans) => spans.map((s) => Math.round(s.getBoundingClientRect().top)));
      expect(prices).toHaveLength(3);
      expect(Math.max(...prices) - Math.min(...prices), size.name).toBeLessThanOrEqual(2);
      // Scrolled into the rows, a little way and to their end: the names stick under the header.
      for (const where of ["start", "end"] as const) {
        await scrollIntoRows(page, where);
        await expect.poll(async () => Math.abs((await stuckNames(page)).offset), { message: `${size.name}, rows' ${where}` }).toBeLessThan(24);
        const stuck = await stuckNames(page);
        expect(stuck.hidden, size.name).toEqual([]);
        expect(stuck.share, size.name).toBeLessThanOrEqual(0.2);
      }
      expect(await brokenWords(page), size.name).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});

describe("the comparison's 'Mejor' at 375×812", () => {
  it("sits under its value, never against it ('4,6/5Mejor')", async () => {
    const { page } = await pool.pages.open(server.url + comparePath(TRIOS[0][1]), { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await waitForHydration(page);
    const offsets = await page.locator(".compare-table td .compare-table__badge").evaluateAll((badges) =>
      badges.map((badge) => {
        const cell = badge.closest("td")!;
        const start = cell.getBoundingClientRect().left + parseFloat(getComputedStyle(cell).paddingLeft);
        return Math.round(badge.getBoundingClientRect().left - start);
      }),
    );
    expect(offsets.length).toBeGreaterThan(0);
    expect(offsets.filter((offset) => offset > 0)).toEqual([]);
  });
});
