import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { SIZES } from "./support/sizes";

/**
 * The answers a shopper reads in Chromium, at a phone's 375×812 and a desktop's 1440×900: the
 * comparison's 'En resumen' and aspect rows (two phones, three OLED TVs, a mixed pair) and the
 * product page's 'Para quién es', 'Para quién no es' and 'Alternativas'.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

async function open(size: (typeof SIZES)[number], path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await pool.pages.open(server.url + path, {
    viewport: { width: size.width, height: size.height },
    isMobile: size.phone,
    hasTouch: size.phone,
  });
  await waitForHydration(page);
  return { page, errors };
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const verdictLines = (page: Page) => page.locator(".compare-verdict__lines li").allTextContents();

describe.each(SIZES)("the comparison's verdict at $name", (size) => {
  it("two best-scored phones: when to choose each, the overall tie, and the aspect rows with bars beside them", async () => {
    const { page, errors } = await open(size, "/comparar?pids=samsung-galaxy-s25-ultra,xiaomi-15-ultra");
    const summary = page.getByRole("region", { name: "En resumen" });
    await summary.waitFor();
    expect(await verdictLines(page)).toEqual([
      "Elige el Samsung Galaxy S25 Ultra si priorizas relación calidad-precio (74 frente a 70), precio (−163,01\u00a0€) y puntuación por euro (8,9 frente a 7,6 puntos por cada 100\u00a0€).",
      "Elige el Xiaomi 15 Ultra si priorizas cámara (97 frente a 94).",
    ]);
    // The price the verdict quotes is the difference between the best current offers the table shows (another shop's, fresh, for the Samsung).
    const price = page.locator(".compare-table tr", { has: page.locator('th[scope="row"]', { hasText: /^Precio$/ }) });
    await expect(price.locator("td").allTextContents()).resolves.toEqual(["1035,99\u00a0€ (MediaMarkt)Mejor", "1199,00\u00a0€ (Amazon)"]);
    await expect(page.locator(".compare-verdict__overall").textContent()).resolves.toBe(
      "En conjunto, empate: 92 y 91 de puntuación global, a menos de 3 puntos.",
    );
    // The figures the lines quote are the table's: the 'Cámara' row shows 94/100 and 97/100, each with a drawn bar, 'Mejor' on the 97.
    const camera = page.locator(".compare-table tr", { has: page.locator('th[scope="row"]', { hasText: /^Cámara$/ }) });
    await camera.scrollIntoViewIfNeeded();
    await expect(camera.locator("td").allTextContents()).resolves.toEqual(["94/100", "97/100Mejor"]);
    const bars = camera.locator("svg.compare-table__bar");
    await expect(bars.count()).resolves.toBe(2);
    const widths = await bars.evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
    for (const width of widths) expect(width).toBeGreaterThan(40);
    // 'En resumen' comes first, above the table.
    const [verdictTop, tableTop] = await Promise.all([
      summary.evaluate((e) => e.getBoundingClientRect().top),
      page.locator(".compare-table").evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(verdictTop).toBeLessThan(tableTop);
    // No 'Mejor' for the 92-vs-91 overall score.
    const overall = page.locator(".compare-table tr", { has: page.locator('th[scope="row"]', { hasText: /^Puntuación global$/ }) });
    await expect(overall.locator(".compare-table__badge").count()).resolves.toBe(0);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it("three OLED TVs: the pair that leads the third, and Dolby Vision as a difference", async () => {
    const { page, errors } = await open(size, "/comparar?pids=lg-oled77g45lw,samsung-qe65s95d,lg-oled65c44la");
    await page.getByRole("region", { name: "En resumen" }).waitFor();
    const lines = await verdictLines(page);
    expect(lines).toContain(
      "Elige el LG OLED65C44LA si priorizas relación calidad-precio (85 frente a 72 y 72), precio (−750,00\u00a0€) y puntuación por euro (6,3 frente a 3 y 4,2 puntos por cada 100\u00a0€).",
    );
    // The price quoted is the gap to the next-cheapest best current offer the table shows.
    const price = page.locator(".compare-table tr", { has: page.locator('th[scope="row"]', { hasText: /^Precio$/ }) });
    await expect(price.locator("td").allTextContents()).resolves.toEqual(["3082,99\u00a0€ (Fnac)", "2199,00\u00a0€ (Amazon)", "1449,00\u00a0€ (Amazon)Mejor"]);
    expect(lines).toContain("El LG OLED77G45LW y el LG OLED65C44LA superan al Samsung QE65S95D en Dolby Vision (sí frente a no).");
    const dolby = page.locator(".compare-table tr", { has: page.locator('th[scope="row"]', { hasText: /^Dolby Vision$/ }) });
    await expect(dolby.locator("td").allTextContents()).resolves.toEqual(["SíMejor", "No", "SíMejor"]);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a mixed pair: no verdict, no 'Mejor', and a link to compare each category alone", async () => {
    const { page, errors } = await open(size, "/comparar?pids=apple-iphone-16-pro,samsung-qe55s90d");
    await page.getByRole("region", { name: "En resumen" }).waitFor();
    await expect(page.locator(".compare-table__badge").count()).resolves.toBe(0);
    await expect(page.getByText(/^Elige el/).count()).resolves.toBe(0);
    await page.getByRole("link", { name: "Móviles: Apple iPhone 16 Pro" }).click();
    await page.waitForURL(`${server.url}/comparar?pids=apple-iphone-16-pro`);
    await expect.poll(() => page.locator(".compare-table__product").count()).toBe(1);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe.each(SIZES)("the product page says who it is for at $name", (size) => {
  it("lists two to four lines each under the summary, and opens an alternative", async () => {
    const { page, errors } = await open(size, "/productos/mobile/apple-iphone-16");
    const forWhom = page.locator("h3", { hasText: /^Para quién es$/ }).locator("xpath=following-sibling::ul[1]/li");
    const notForWhom = page.locator("h3", { hasText: /^Para quién no es$/ }).locator("xpath=following-sibling::ul[1]/li");
    await forWhom.first().scrollIntoViewIfNeeded();
    for (const list of [forWhom, notForWhom]) {
      const n = await list.count();
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    await expect(forWhom.allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/la mitad de los móviles/)]));
    // Under the summary, above the scores.
    const tops = await page.evaluate(() => ["#summary-title", ".fit", "#scores-title"].map((s) => document.querySelector(s)!.getBoundingClientRect().top));
    expect(tops[0]).toBeLessThan(tops[1]);
    expect(tops[1]).toBeLessThan(tops[2]);
    const alternative = page.getByRole("link", { name: "Google Pixel 9", exact: true }).and(page.locator(".fit a"));
    await expect(alternative.locator("xpath=..").textContent()).resolves.toMatch(
      /^Más barato con puntuación parecida: Google Pixel 9, 599,99\s€ y 84\/100 \(este: 699,00\s€ y 85\/100\)\.$/,
    );
    expect(await overflow(page)).toBe(0);
    await alternative.click();
    await page.waitForURL(`${server.url}/productos/mobile/google-pixel-9`);
    await page.getByRole("heading", { level: 1, name: "Google Pixel 9", exact: true }).waitFor();
    await page.locator(".fit").waitFor();
    expect(errors).toEqual([]);
  });
});
