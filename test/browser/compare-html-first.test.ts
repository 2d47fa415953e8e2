import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { comparePath } from "../../shared/routes";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { SIZES } from "./support/sizes";

/**
 * The comparison page works as HTML first: without JavaScript (and so before it runs) 'Solo
 * diferencias' and 'Quitar' are links to the pages that show their result, which the worker draws.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const [a, b] = SAMPLE_CATALOGUE.laptop;

describe.each(SIZES)("the comparison without JavaScript at $name", (size) => {
  it("'Solo diferencias' shows only the rows that differ and back; 'Quitar' leaves the other product, keeping the choice", async () => {
    const { page } = await pool.pages.open(server.url + comparePath([a.id, b.id]), {
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      javaScriptEnabled: false,
    });
    const rows = page.locator("table.compare-table tbody tr");
    const allRows = await rows.count();
    const differences = page.getByRole("button", { name: "Solo diferencias" });
    await expect(differences.getAttribute("aria-pressed")).resolves.toBe("false");
    // A control a thumb can hit.
    const box = await differences.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await differences.click();
    await page.waitForURL(`${server.url}${comparePath([a.id, b.id], true)}`);
    await expect(differences.getAttribute("aria-pressed")).resolves.toBe("true");
    const shownRows = await rows.count();
    expect(shownRows).toBeLessThan(allRows);
    expect(shownRows).toBeGreaterThan(0);

    await page.getByRole("button", { name: `Quitar ${a.brand} ${a.model} de la comparación` }).click();
    await page.waitForURL(`${server.url}${comparePath([b.id], true)}`);
    await expect(page.locator("table.compare-table thead th.compare-table__product").allTextContents()).resolves.toEqual([
      expect.stringContaining(`${b.brand} ${b.model}`),
    ]);

    await differences.click();
    await page.waitForURL(`${server.url}${comparePath([b.id])}`);
    await expect(differences.getAttribute("aria-pressed")).resolves.toBe("false");
  });
});
