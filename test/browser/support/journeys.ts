import { expect } from "vitest";
import { SAMPLE_CATALOGUE } from "../../../data/catalogue";
import { clickWhenThere, waitInPage, type JourneyDriver } from "./journey-driver";

/**
 * The main journeys of a shopper, written once for any browser (support/journey-driver.ts): they run
 * in Firefox and WebKit against the shared server on the sample catalogue. Each starts on a
 * hydrated page with nothing chosen, and ends with no uncaught error in the page.
 */

/** Home at this size, with empty storage and cookies, hydrated, with a trap for uncaught errors. */
async function startAtHome(driver: JourneyDriver, origin: string, width: number, height: number): Promise<void> {
  await driver.setViewport(width, height);
  // Storage is cleared from a document of the site that runs no app: a page of the app would write
  // its compare tray back as it unloads.
  await driver.goto(`${origin}/robots.txt`);
  await driver.clearCookies();
  await driver.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await driver.goto(`${origin}/`);
  // The app hydrates only if its module scripts load and run (WebKit on plain http with a CSP that
  // upgrades insecure requests never did).
  await waitInPage(driver, "the home page to hydrate", () => document.documentElement.dataset.hydrated === "true");
  await driver.afterLoad?.();
  await driver.evaluate(() => {
    const errors: string[] = [];
    (window as unknown as { journeyErrors: string[] }).journeyErrors = errors;
    window.addEventListener("error", (event) => errors.push(String(event.message)));
    window.addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
  });
}

async function expectNoPageErrors(driver: JourneyDriver): Promise<void> {
  await expect(
    driver.evaluate(() => (window as unknown as { journeyErrors?: string[] }).journeyErrors ?? ["the error trap is gone: a full page load"]),
  ).resolves.toEqual([]);
}

/**
 * Home → Televisores (tab) → [brand filter LG] → the first card added to the comparison → the second
 * card's product page → that product added → the header's Comparar menu → the comparison of both.
 */
export async function shopAndCompare(driver: JourneyDriver, origin: string, size: { width: number; height: number; filter: boolean }): Promise<void> {
  await startAtHome(driver, origin, size.width, size.height);
  await clickWhenThere(driver, { css: ".category-tabs a", text: "Televisores" });
  await waitInPage(driver, "the TV listing", () => location.pathname === "/categoria/tv" && document.querySelector("h1")?.textContent === "Televisores");

  if (size.filter) {
    const lg = SAMPLE_CATALOGUE.tv.filter((record) => record.brand === "LG").length;
    await clickWhenThere(driver, { css: "input[type=checkbox]", text: "LG" });
    await waitInPage(
      driver,
      `${lg} LG TVs`,
      (count) => new URLSearchParams(location.search).get("marca") === "LG" && document.querySelector(".category__count")?.textContent === `${count} productos`,
      lg,
    );
  }

  // One product chosen from its card in the listing, the next from its own page. The compare control
  // is a link to the comparison that the hydrated page turns into a toggle (role=button, aria-pressed),
  // saying 'Comparar' until chosen and 'En comparación' after.
  await clickWhenThere(driver, {
    css: ".product-grid--category .product-grid__cell:nth-child(1) .compare-toggle__button[aria-pressed='false']",
    text: "Comparar",
  });
  await waitInPage(driver, "the first card's product chosen (its control pressed and saying so, the header's count at 1)", () => {
    const toggle = document.querySelector(".product-grid--category .product-grid__cell:nth-child(1) .compare-toggle__button");
    return (
      location.pathname === "/categoria/tv" &&
      toggle?.getAttribute("aria-pressed") === "true" &&
      toggle.querySelector(".compare-toggle__text")?.textContent === "En comparación" &&
      document.querySelector(".compare-menu__badge")?.textContent === "1"
    );
  });
  await clickWhenThere(driver, { css: ".product-grid--category .product-grid__cell:nth-child(2) .product-card__link" });
  const name = await waitInPage(driver, "the product page", () => location.pathname.startsWith("/productos/tv/") && document.querySelector("h1")?.textContent);
  if (size.filter) expect(name).toMatch(/^LG /);

  await clickWhenThere(driver, { css: "main .product__media .compare-toggle__button[aria-pressed='false']", text: "Comparar" });
  await waitInPage(driver, "the product in the comparison", () => {
    const toggle = document.querySelector("main .product__media .compare-toggle__button");
    return (
      location.pathname.startsWith("/productos/tv/") &&
      toggle?.getAttribute("aria-pressed") === "true" &&
      toggle.querySelector(".compare-toggle__text")?.textContent === "En comparación"
    );
  });
  await waitInPage(driver, "two products chosen (the header's count at 2)", () => document.querySelector(".compare-menu__badge")?.textContent === "2");

  await clickWhenThere(driver, { css: "#compare-button" });
  await clickWhenThere(driver, { css: "#compare-dropdown button", text: "Comparar 2 productos" });
  const compared = await waitInPage(
    driver,
    "the comparison of two products",
    () =>
      location.pathname === "/comparar" &&
      document.querySelector("h1")?.textContent === "Comparar productos" &&
      document.querySelector("main table") !== null &&
      new URLSearchParams(location.search).get("pids")?.split(","),
  );
  expect(compared).toHaveLength(2);
  await expect(driver.evaluate(() => document.querySelector("main table")?.textContent ?? "")).resolves.toContain(name);

  // The summary ('En resumen') shows with the table (late-chunks.test.ts holds its chunk to check it). A shopper reads it first.
  await waitInPage(driver, "the comparison's summary", () => document.querySelector("#compare-verdict-title") !== null);
  // 'Solo diferencias' (a link the page turns into a toggle) keeps fewer rows and says so in the address.
  const allRows = await driver.evaluate(() => document.querySelectorAll("main table tbody tr").length);
  await clickWhenThere(driver, { css: "main a.compare__toggle[aria-pressed='false']", text: "Solo diferencias" });
  const differing = await waitInPage(
    driver,
    "only the rows that differ, and diferencias=1 in the address",
    () =>
      document.querySelector("main a.compare__toggle")?.getAttribute("aria-pressed") === "true" &&
      new URLSearchParams(location.search).get("diferencias") === "1" &&
      document.querySelectorAll("main table tbody tr").length,
  );
  expect(differing).toBeLessThan(allRows);
  // 'Quitar' leaves the other product, with the choice kept.
  await clickWhenThere(driver, { css: "main .compare-table__offer a.link-button", text: "Quitar" });
  const left = await waitInPage(driver, "the comparison of one product, still only differences", () => {
    const params = new URLSearchParams(location.search);
    return params.get("diferencias") === "1" && params.get("pids")?.split(",").length === 1 && params.get("pids");
  });
  expect(left).toBe((compared as string[])[1]);
  await expectNoPageErrors(driver);
}

/** The header's search: a term, its suggestions, and the chosen one's page. */
export async function searchFromHeader(driver: JourneyDriver, origin: string, size: { width: number; height: number }): Promise<void> {
  await startAtHome(driver, origin, size.width, size.height);
  await driver.type({ css: "#site-search-input" }, "oled");
  const suggested = await waitInPage(driver, "suggestions for 'oled'", () =>
    document.querySelector(".site-search__option .site-search__name")?.textContent?.replace(/\s+/g, " ").trim(),
  );
  expect(suggested.toLowerCase()).toContain("oled");
  // The first product (a group's heading is an option too: its category's listing).
  await clickWhenThere(driver, { css: ".site-search__option" });
  await waitInPage(
    driver,
    `the page of ${suggested}`,
    (expected) => location.pathname.startsWith("/productos/") && document.querySelector("h1")?.textContent === expected,
    suggested,
  );
  await expectNoPageErrors(driver);
}
