import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { Product } from "../../shared/product";
import { currentPrice } from "../../shared/prices/current-price";
import { priceStatsOf } from "../../shared/prices/price-stats";
import { priceVerdict } from "../../shared/prices/price-verdict";
import { verdictHistory } from "../../shared/prices/verdict-history";
import { sharedServerUrl, useChromium } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { sampleAt } from "../support/sample-prices";

/**
 * '¿Es buen momento para comprar?' as a shopper sees it, at a phone's 375 px and a desktop's
 * 1440 px: the purchase box's verdict and its method, judged again at the browser's time once the
 * page hydrates (a cached page must not freeze "fresh"), the comparison's badges and the deal sort.
 */
const server = { url: sharedServerUrl() };
const chromium = useChromium();

const HOUR_MS = 3_600_000;
const WIDTHS = [375, 1440] as const;
/** The sample's TVs as the server serves them: price dates moved to today, every shop's offer included. */
const tv: Product[] = SAMPLE_CATALOGUE.tv.map((r) => ({ ...(sampleAt(r) as unknown as Product), id: r.id }));

async function openAt(path: string, width: number, time?: number): Promise<{ page: Page; errors: string[] }> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  if (time !== undefined) await page.clock.install({ time });
  await page.goto(server.url + path);
  await waitForHydration(page);
  return { page, errors };
}

const overflows = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1);

describe("the price verdict in Chromium", () => {
  for (const width of WIDTHS) {
    it(`${width} px: the purchase box says whether it is a good time to buy, with its method in a disclosure`, async () => {
      const product = tv[0];
      const { page, errors } = await openAt(`/productos/tv/${product.id}`, width);
      const panel = page.locator(".price-verdict");
      await expect.poll(() => panel.locator("h3").textContent()).toBe("¿Es buen momento para comprar?");
      const expected = priceVerdict(priceStatsOf(verdictHistory(product)), currentPrice(product, Date.now()));
      expect(await panel.locator(".price-verdict__label").textContent()).toBe(expected.label);
      const method = panel.locator("details");
      expect(await method.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await method.locator("summary").click();
      await expect.poll(() => method.locator("li").first().isVisible()).toBe(true);
      expect(await overflows(page, ".price-verdict")).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`${width} px: a page viewed within the freshness limit of the price check judges the price itself`, async () => {
      // The product whose price is furthest below its median: at its check time, a real verdict shows.
      const product = [...tv].sort((a, b) => {
        const gap = (p: Product) => p.amazon.price / (priceStatsOf(verdictHistory(p))?.median ?? p.amazon.price);
        return gap(a) - gap(b);
      })[0];
      const viewedAt = Date.parse(product.amazon.lastPriceUpdate!) + HOUR_MS;
      const expected = priceVerdict(priceStatsOf(verdictHistory(product)), currentPrice(product, viewedAt));
      expect(expected.level, "the chosen product must get a verdict at its check time").not.toBe("sin-confirmar");
      const { page, errors } = await openAt(`/productos/tv/${product.id}`, width, viewedAt);
      await expect.poll(() => page.locator(".price-verdict__label").textContent()).toBe(expected.label);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`${width} px: the comparison shows a price badge per product, and the listing sorts by 'Mejores ofertas ahora'`, async () => {
      const ids = tv.slice(0, 3).map((p) => p.id);
      const compare = await openAt(`/comparar?pids=${ids.join(",")}`, width);
      await expect.poll(() => compare.page.locator(".compare-table__product .price-badge").count()).toBe(3);
      expect(compare.errors).toEqual([]);
      await compare.page.context().close();

      const listing = await openAt("/categoria/tv?orden=ofertas", width);
      const answer = (await (await fetch(`${server.url}/api/categories/tv/products?orden=ofertas`)).json()) as { cards: { id: string }[] };
      const firstLink = listing.page.locator(".product-card__link").first();
      await expect.poll(() => firstLink.getAttribute("href")).toBe(`/productos/tv/${answer.cards[0].id}`);
      expect(await listing.page.locator("select option:checked", { hasText: "Mejores ofertas ahora" }).count()).toBe(1);
      expect(listing.errors).toEqual([]);
      await listing.page.context().close();
    });
  }
});
