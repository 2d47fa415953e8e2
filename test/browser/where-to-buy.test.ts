import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import { formatPrice } from "../../shared/format";
import { DEFAULT_PRICE_FRESH_HOURS } from "../../shared/prices/freshness";
import { offersOf, offerTotal, priceBoard } from "../../shared/prices/offers";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { openScreen } from "./support/page-checks";
import { sampleAt, sampleBestOffer } from "../support/sample-prices";
import { SIZES } from "./support/sizes";

/** 'Dónde comprar' and the purchase box as a shopper sees them, on a phone and on a desktop. */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

const all = (Object.keys(SAMPLE_CATALOGUE) as CategoryId[]).flatMap((category) => SAMPLE_CATALOGUE[category].map((record) => ({ category, record })));
const boardOf = (record: SampleRecord) => priceBoard(offersOf(sampleAt(record)), Date.now());
/** A product with the most shops at a current price, and one whose every price is stale. */
const many = [...all].sort((a, b) => boardOf(b.record).current.length - boardOf(a.record).current.length)[0];
const stale = all.find(({ record }) => !sampleBestOffer(record).fresh)!;

const open = (size: { width: number; height: number; phone: boolean }, path: string) => openScreen(pool.pages, server.url + path, size);

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(SIZES)("'Dónde comprar' at $name", (size) => {
  it("lists every current offer, cheapest total first, each with its availability, age and a sponsored link in a new tab", async () => {
    const { current } = boardOf(many.record);
    expect(current.length).toBeGreaterThan(2);
    const page = await open(size, `/productos/${many.category}/${many.record.id}`);
    const section = page.getByRole("region", { name: "Dónde comprar" });
    await section.scrollIntoViewIfNeeded();
    const rows = section.locator("ol.offers > li");
    await expect(rows.count()).resolves.toBe(current.length);
    await expect(rows.locator(".offer__shop").allTextContents()).resolves.toEqual(current.map((o) => o.shopName));
    await expect(rows.locator(".offer__price").allTextContents()).resolves.toEqual(current.map((o) => formatPrice(o.price)));
    const totals = current.map(offerTotal);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const [i, offer] of current.entries()) {
      const row = rows.nth(i);
      await expect(row.locator(".offer__checked").textContent()).resolves.toMatch(/^comprobado (hace|ayer)/);
      if (offer.availability) await expect(row.locator(".availability").count()).resolves.toBe(1);
      const link = row.getByRole("link");
      await expect(link.textContent()).resolves.toContain(`Ver en ${offer.shopName}`);
      await expect(link.getAttribute("href")).resolves.toBe(new URL(offer.link).href);
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toBe("sponsored noopener noreferrer");
      await expect(row.locator(".offer__affiliate").textContent()).resolves.toBe("Enlace de afiliado");
      // A finger-sized target, whole on the screen.
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    }
    await expect(section.locator(".where-to-buy__disclosure").first().textContent()).resolves.toContain("podemos recibir una comisión");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // The purchase box of the first screen: the best of them, and how many shops have a current price.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator(".purchase__shops").textContent()).resolves.toMatch(
      new RegExp(`^Mejor precio en ${current[0].shopName}.* · comparado en ${current.length} tiendas$`),
    );
    await expect(page.locator(".purchase__cta").textContent()).resolves.toBe(`Ver en ${current[0].shopName}`);
  });

  it("a product whose every price is stale still shows, clearly marked, with nothing offered as current", async () => {
    const page = await open(size, `/productos/${stale.category}/${stale.record.id}`);
    const best = sampleBestOffer(stale.record);
    const lastSeen = page.locator(".purchase__last-seen");
    await expect(lastSeen.textContent()).resolves.toMatch(new RegExp(`^Último precio visto: ${formatPrice(best.price).replace(/\./g, "\\.")} \\(hace .+\\)$`));
    const box = (await lastSeen.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    await expect(page.locator(".purchase .availability").count()).resolves.toBe(0);
    await expect(page.locator(".purchase__cta").textContent()).resolves.toBe(`Comprobar precio en ${best.shopName}`);
    const section = page.getByRole("region", { name: "Dónde comprar" });
    await expect(section.getByText(`Ninguna tienda tiene un precio comprobado en las últimas ${DEFAULT_PRICE_FRESH_HOURS} horas.`).count()).resolves.toBe(1);
    await expect(section.getByRole("link", { name: /^Ver en / }).count()).resolves.toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
