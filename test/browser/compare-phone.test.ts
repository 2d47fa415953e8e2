import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { comparePath } from "../../shared/routes";
import { waitForHydration } from "./support/page-checks";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { SIZES } from "./support/sizes";

/**
 * The comparison page on a phone: the names and prices that stay under the header while the rows
 * scroll take at most a fifth of the screen, and no product name is broken inside a word, at 375 px
 * and at 1440 px, with the longest names of the sample catalogue side by side.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

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

/** The part of the table that stays put while the rows scroll: its box, and where the page's header ends. */
function stuckPart(page: Page) {
  return page.evaluate(() => {
    const head = document.querySelector(".compare-table thead")!;
    // On a phone the whole head sticks; on a desktop each cell of the names row does.
    const stuck = getComputedStyle(head).position === "sticky" ? [head] : [...document.querySelectorAll(".compare-table__names > *")];
    const boxes = stuck.map((element) => element.getBoundingClientRect());
    return {
      top: Math.min(...boxes.map((b) => b.top)),
      height: Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)),
      header: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
      screen: window.innerHeight,
    };
  });
}

describe.each(SIZES)("the comparison's sticky names at $name: at most a fifth of the screen, no name broken inside a word", (size) => {
  it.each(TRIOS)("%s", async (_kind, trio) => {
    const { page, errors } = await pool.pages.open(server.url + comparePath(trio), {
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
    });
    await waitForHydration(page);
    // The 'Modelo' row's values are names too, checked with the names above the columns.
    await expect(page.locator(".compare-table td .fits-word").count()).resolves.toBe(3);
    expect(await brokenWords(page)).toEqual([]);
    // Scrolled into the rows: the names stick under the header.
    await page.evaluate(() => {
      const table = document.querySelector(".compare-table")!.getBoundingClientRect().top + window.scrollY;
      const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
      window.scrollTo(0, table - header + 400);
    });
    await expect.poll(async () => Math.abs((await stuckPart(page)).top - (await stuckPart(page)).header)).toBeLessThan(24);
    const stuck = await stuckPart(page);
    expect(stuck.height / stuck.screen).toBeLessThanOrEqual(0.2);
    expect(await brokenWords(page)).toEqual([]);
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
