import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import { formatDate, formatPrice } from "../../shared/format";
import { historySeries } from "../../shared/price-history";
import { TEXT } from "../../shared/texts";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { COMPARE_STORAGE_KEY } from "../../client/state/compare";
import { focusProblem, keyboardWalk } from "./support/focus-checks";
import { clickWhenSettled, waitForHydration } from "./support/page-checks";
import { axeFindings } from "./support/product-axe";
import { sampleAt } from "../support/sample-prices";
import { SIZES } from "./support/sizes";

/**
 * The comparison, product and home pages on a phone and a desktop, and accessibility
 * (axe-core WCAG 2.1 AA, keyboard walks). Only what a browser decides: boxes, what is on screen,
 * focus, touch, what the hydrated page does. What the worker's HTML says (texts, links, attributes)
 * is tested in test/worker (product-page, compare-page, product-home-page.test.ts) and test/unit.
 *
 * A layout that depends only on the window's width (styles.css has no hover or pointer queries) is
 * checked at 375 px and again at 1440 px on the same page, resized, rather than loaded twice.
 */
type Size = (typeof SIZES)[number];
const [PHONE, DESKTOP] = SIZES;

// Pages are only read: the shared dev server and Chromium of support/global-setup.ts.
const server = { url: sharedServerUrl() };
const pool = usePagePool();

async function open(size: Size, path: string, options: { tray?: SampleRecord[] } = {}): Promise<{ page: Page; dialogs: string[]; errors: string[] }> {
  const items = options.tray?.map((r) => ({ id: r.id, categoryId: categoryOf(r), brand: r.brand, model: r.model, image: "/x.svg", price: 100 }));
  const { page, errors } = await pool.pages.open(server.url + path, {
    viewport: { width: size.width, height: size.height },
    // A phone: touch events and the page's own viewport meta, as on a real one.
    isMobile: size.phone,
    hasTouch: size.phone,
    prepare: async (context) =>
      items && context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [COMPARE_STORAGE_KEY, JSON.stringify(items)] as const),
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await waitForHydration(page);
  return { page, dialogs, errors };
}

/** The page's window resized to `size` (the context stays a phone's or a desktop's: only the width matters here). */
const resize = (page: Page, size: Size) => page.setViewportSize({ width: size.width, height: size.height });

function categoryOf(record: SampleRecord): CategoryId {
  return (Object.keys(SAMPLE_CATALOGUE) as CategoryId[]).find((c) => SAMPLE_CATALOGUE[c].includes(record))!;
}

const record = (category: CategoryId, id: string) => SAMPLE_CATALOGUE[category].find((r) => r.id === id)!;
const nameOf = (r: SampleRecord) => `${r.brand} ${r.model}`;

const LAPTOPS = SAMPLE_CATALOGUE.laptop.slice(0, 3);
const MIXED = [SAMPLE_CATALOGUE.laptop[0], SAMPLE_CATALOGUE.mobile[0], SAMPLE_CATALOGUE.tv[0]];
const comparePath = (records: readonly SampleRecord[]) => `/comparar?pids=${records.map((r) => r.id).join(",")}`;
const productPath = (r: SampleRecord) => `/productos/${categoryOf(r)}/${r.id}`;
const trayIds = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]").map((i: { id: string }) => i.id), COMPARE_STORAGE_KEY);

/** The page scrolls sideways when its content is wider than the window. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the element is on screen, below the fixed header, and not covered at its centre. */
async function inFirstView(page: Page, selector: string): Promise<{ ok: boolean; box: DOMRect | null; why: string }> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return { ok: false, box: null, why: `${sel}: missing` };
    const box = element.getBoundingClientRect();
    const top = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
    if (box.top < top - 1 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth)
      return { ok: false, box: box.toJSON(), why: `${sel}: outside the first view at ${innerWidth} px` };
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const ok = hit !== null && (hit === element || element.contains(hit));
    return { ok, box: box.toJSON(), why: ok ? "" : `${sel}: covered by ${hit?.className} at ${innerWidth} px` };
  }, selector);
}

const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));

describe("the comparison page at 375×812 and at 1440×900", () => {
  it("shows three products side by side without widening the page, each row's label with its values, and its buttons within the screen", async () => {
    const { page, errors } = await open(PHONE, comparePath(LAPTOPS));
    for (const size of SIZES) {
      await resize(page, size);
      expect(await overflow(page), size.name).toBeLessThanOrEqual(0);
      // The header's 'Comparar' button stays on screen.
      const compare = await page.locator("#compare-button").boundingBox();
      expect(compare!.x + compare!.width, size.name).toBeLessThanOrEqual(size.width);

      const heads = await boxes(page, ".compare-table thead th[scope=col]");
      expect(heads).toHaveLength(3);
      for (const [i, box] of heads.entries()) {
        expect(box.left, size.name).toBeGreaterThanOrEqual(0);
        expect(box.right, size.name).toBeLessThanOrEqual(size.width);
        expect(Math.abs(box.top - heads[0].top), size.name).toBeLessThanOrEqual(2);
        if (i > 0) expect(box.left, size.name).toBeGreaterThanOrEqual(heads[i - 1].right - 1);
      }

      // "Precio": on a phone its label sits above the three values; on a desktop, to their left.
      const row = page.locator(".compare-table tr").filter({ has: page.getByRole("rowheader", { name: "Precio", exact: true }) });
      const label = (await row.getByRole("rowheader").boundingBox())!;
      const values = await row.getByRole("cell").evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
      expect(values).toHaveLength(3);
      for (const value of values) {
        if (size.phone) expect(value.top, size.name).toBeGreaterThanOrEqual(label.y + label.height - 1);
        else expect(value.left, size.name).toBeGreaterThanOrEqual(label.x + label.width - 1);
        expect(value.right, size.name).toBeLessThanOrEqual(size.width);
      }

      // Each product's 'Ver en {tienda}' whole on the screen.
      const buy = await boxes(page, ".compare-table__buy");
      expect(buy).toHaveLength(3);
      for (const box of buy) expect(box.left >= 0 && box.right <= size.width, size.name).toBe(true);
      // 'Solo diferencias': a control a thumb can hit.
      expect((await page.getByRole("button", { name: "Solo diferencias" }).boundingBox())!.height, size.name).toBeGreaterThanOrEqual(44);
    }
    expect(errors).toEqual([]);
  });
});

describe("the comparison page and the visitor's compare tray (375×812)", () => {
  it("a shared link fills an empty compare tray, and a tray within it grows to it", async () => {
    for (const tray of [[], [LAPTOPS[1]]]) {
      const { page } = await open(PHONE, comparePath(LAPTOPS), { tray });
      await expect.poll(() => page.locator(".compare-menu__badge").textContent()).toBe("3");
      await expect.poll(() => trayIds(page)).toEqual(LAPTOPS.map((r) => r.id));
    }
  });

  it("a tray the visitor built with other products is kept until they choose to replace it", async () => {
    const other = SAMPLE_CATALOGUE.mobile[1];
    const { page } = await open(PHONE, comparePath(LAPTOPS), { tray: [other] });
    const offer = page.getByRole("status").filter({ hasText: "Tu selección para comparar" });
    await offer.waitFor();
    await expect(page.locator(".compare-menu__badge").textContent()).resolves.toBe("1");
    await expect(trayIds(page)).resolves.toEqual([other.id]);
    await offer.getByRole("button", { name: "Usar estos productos" }).click();
    await expect.poll(() => page.locator(".compare-menu__badge").textContent()).toBe("3");
    await expect(trayIds(page)).resolves.toEqual(LAPTOPS.map((r) => r.id));
    await expect.poll(() => offer.count()).toBe(0);
  });
});

describe("the comparison of products of different categories at 375×812", () => {
  it("keeps the three 'Ver en' buttons level though an availability badge wraps in a phone's column", async () => {
    const { page } = await open(PHONE, comparePath(MIXED));
    const tops = (await boxes(page, ".compare-table__buy")).map((box) => Math.round(box.top));
    expect(tops).toHaveLength(3);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
  });
});

const PRODUCTS = [
  record("smartwatch", "apple-watch-ultra-2"),
  record("smartwatch", "amazfit-balance"),
  record("tv", "lg-oled65c44la"),
  record("laptop", "apple-macbook-air-13-m4"),
  record("mobile", "apple-iphone-16-pro"),
];
const TV = record("tv", "lg-oled65c44la");

describe("the product page's first screen at 375×812 and at 1440×900", () => {
  it.each(PRODUCTS.map((r) => [nameOf(r), r] as const))(
    "%s: price, availability, the 30-day lowest price and 'Ver en {tienda}' in it, no sideways scroll",
    async (_name, r) => {
      const { page } = await open(PHONE, productPath(r));
      // A phone puts the purchase box under the picture; a desktop in the third column.
      for (const size of SIZES) {
        await resize(page, size);
        for (const selector of [".purchase__price", ".purchase .availability", ".purchase__lowest", ".purchase__cta"]) {
          const { ok, why } = await inFirstView(page, selector);
          expect(ok, why).toBe(true);
        }
        expect(await overflow(page), size.name).toBeLessThanOrEqual(0);
      }
    },
  );
});

describe("the product page at 375×812 and at 1440×900", () => {
  it("draws radar labels whole, apart and readable", async () => {
    for (const r of [record("laptop", "apple-macbook-air-13-m4"), record("headphones", SAMPLE_CATALOGUE.headphones[0].id)]) {
      const { page } = await open(PHONE, productPath(r));
      // The radar's size comes from CSS: its labels are scaled down most in a phone's column.
      for (const size of SIZES) {
        await resize(page, size);
        await page.locator(".scores .radar").scrollIntoViewIfNeeded();
        const report = await page
          .locator(".scores .radar svg")
          .first()
          .evaluate((svg: SVGSVGElement) => {
            const view = svg.viewBox.baseVal;
            const scale = svg.getBoundingClientRect().width / view.width;
            const labels = [...svg.querySelectorAll<SVGTextElement>(".radar__label")];
            const boxes = labels.map((l) => l.getBoundingClientRect());
            return labels.map((label, i) => {
              const b = label.getBBox();
              const problems: string[] = [];
              if (b.x < view.x - 0.5 || b.y < view.y - 0.5 || b.x + b.width > view.x + view.width + 0.5 || b.y + b.height > view.y + view.height + 0.5)
                problems.push("cut by the chart's edge");
              const px = parseFloat(getComputedStyle(label).fontSize) * scale;
              if (px < 11) problems.push(`${px.toFixed(1)} px`);
              if (boxes[i].right > innerWidth || boxes[i].left < 0) problems.push("off screen");
              boxes.forEach((other, j) => {
                if (j !== i && other.left < boxes[i].right && boxes[i].left < other.right && other.top < boxes[i].bottom && boxes[i].top < other.bottom)
                  problems.push(`overlaps label ${j}`);
              });
              return { text: label.textContent, problems };
            });
          });
        const categories = Object.keys((r.score as { categories: Record<string, number> }).categories);
        expect(report.map((l) => l.text?.replace(/\s+/g, ""))).toEqual(categories.map((c) => c.replace(/\s+/g, "")));
        expect(
          report.filter((l) => l.problems.length),
          `${r.id} at ${size.name}`,
        ).toEqual([]);
      }
    }
  });

  it("the spec tabs: a click and the arrow keys move between groups, the link to the pros and cons moves focus to them, the strip fits the screen and shows a focused tab's ring whole", async () => {
    const { page } = await open(PHONE, productPath(TV));
    const tabs = page.getByRole("tab");
    await expect(tabs.first().textContent()).resolves.toBe("General");
    await expect(tabs.first().getAttribute("aria-selected")).resolves.toBe("true");
    // Scrolled to, the strip still moves while the analysis above it takes its real height
    // (content-visibility): the click waits until it stays put.
    await clickWhenSettled(page.getByRole("tab", { name: "Pantalla" }));
    await page.getByRole("tabpanel").getByText("Tamaño de pantalla").waitFor();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.getByRole("tab", { name: "Pantalla" }).getAttribute("aria-selected")).toBe("false");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).resolves.toBe("true");
    // Every group's panel leaves the pros and cons to the summary: listed once on the page.
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await expect(page.locator(".pros-cons__list--pro").count()).resolves.toBe(1);
      await expect(page.locator(".pros-cons__list--con").count()).resolves.toBe(1);
    }
    await tabs.first().click();
    await page
      .getByRole("tabpanel")
      .getByRole("link", { name: /A favor y en contra/ })
      .click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("resumen");

    for (const size of SIZES) {
      await resize(page, size);
      const fit = await page.getByRole("tablist").evaluate((list) => ({
        scrolls: list.scrollWidth - list.clientWidth,
        outside: [...list.querySelectorAll("[role=tab]")].filter((tab) => {
          const box = tab.getBoundingClientRect();
          const outer = list.getBoundingClientRect();
          return box.left < outer.left - 0.5 || box.right > outer.right + 0.5;
        }).length,
      }));
      expect(fit, size.name).toEqual({ scrolls: 0, outside: 0 });
    }
    // On a wide screen the strip scrolls (and clips): a focused tab's ring is drawn inside it, whole.
    // A key press first: focus moved after it shows its ring (:focus-visible), as on a keyboard walk.
    await page.keyboard.press("Shift+Tab");
    await page.getByRole("tab", { selected: true }).focus();
    expect(await focusProblem(page)).toBeNull();
  });
});

describe.each(SIZES)("the product page's price history at $name", (size) => {
  it(`shows the date and price under the ${size.phone ? "finger" : "pointer"}`, async () => {
    const { page } = await open(size, productPath(TV));
    const chart = page.locator(".price-history__chart[data-drawn]");
    await page.locator(".price-history").scrollIntoViewIfNeeded();
    await chart.waitFor();
    const over = (await chart.locator(".u-over").boundingBox())!;
    const x = over.x + over.width * 0.6;
    const y = over.y + over.height / 2;
    if (size.phone) {
      // A finger sliding along the chart.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x - 30, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await cdp.detach();
    } else {
      await page.mouse.move(x, y);
    }
    // The line above the chart reads the day under the pointer or finger, not the last one: the best
    // price per day across shops, dated as the sample is served today.
    const served = sampleAt(TV);
    const [times, prices] = historySeries(served.bestPriceHistory ?? served.amazon.priceHistory);
    const at = (i: number) => formatDate(new Date(times[i] * 1000).toISOString());
    const readout = page.locator(".price-history__readout");
    await expect.poll(() => readout.textContent()).not.toBe(`${at(times.length - 1)}: ${formatPrice(prices.at(-1)!)}`);
    const [day, price] = (await readout.textContent())!.split(": ");
    const index = times.findIndex((_, i) => at(i) === day);
    expect(index, day).toBeGreaterThan(0);
    expect(index).toBeLessThan(times.length - 1);
    expect(price).toBe(formatPrice(prices[index]));
  });
});

describe("home at 375×812 and at 1440×900", () => {
  it("shows the header search and the first products ('Mejores ofertas ahora') in the first screen, without sideways scroll", async () => {
    const { page } = await open(PHONE, "/");
    for (const size of SIZES) {
      await resize(page, size);
      const search = await page.getByRole("combobox").first().boundingBox();
      expect(search!.y + search!.height, size.name).toBeLessThanOrEqual(size.height);
      const first = await page.locator(".home .product-card__model").first().boundingBox();
      expect(first!.y + first!.height, size.name).toBeLessThanOrEqual(size.height);
      expect(await overflow(page), size.name).toBeLessThanOrEqual(0);
    }
  });
});

describe("accessibility", () => {
  it("375×812: the logo and 'Comparar' are named by what they show", async () => {
    const { page } = await open(PHONE, "/");
    await expect(page.getByRole("link", { name: "Comparador Tecnológico (inicio)", exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: "Comparar 0 de 3 productos elegidos", exact: true }).count()).resolves.toBe(1);
  });

  // Focus rings are drawn by the same CSS at every width; what differs is what clips or covers them.
  // Walked at 375 px, where most do: the home's category row scrolls (and clips), the listing's
  // toolbar sticks under the header, the spec tabs wrap with their rings outside, the comparison is a
  // grid. At 1440 px the listing is walked too (its filters are a sidebar in the tab order, with the
  // header as wide screens show it); elsewhere the stops at 1440 px are the phone's in wider boxes,
  // but for two, checked on their own: a card in a five-column grid (below) and the spec tabs' strip,
  // which scrolls (and clips) only on a wide screen (with the spec tabs, above).
  it.each(
    (
      [
        [PHONE, "/"],
        [PHONE, "/categoria/tv"],
        [DESKTOP, "/categoria/tv"],
        [PHONE, productPath(TV)],
        [PHONE, comparePath(LAPTOPS)],
      ] as const
    ).map(([size, path]) => [size.name, path, size] as const),
  )("%s: a keyboard walk through %s shows where focus is at every stop", async (_name, path, size) => {
    const { page } = await open(size, path);
    expect(await keyboardWalk(page, path === "/categoria/tv" ? 140 : 90)).toEqual([]);
  });

  it("1440×900: a focused product card shows its focus ring whole", async () => {
    const { page } = await open(DESKTOP, "/");
    await page.keyboard.press("Tab");
    await page.locator(".product-grid--home .product-card__link").nth(2).focus();
    expect(await focusProblem(page)).toBeNull();
  });

  it("375×812: 'Saltar al contenido' moves focus to the main content", async () => {
    const { page } = await open(PHONE, productPath(TV));
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Saltar al contenido");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest("main")))).resolves.toBe(true);
  });

  it("375×812: refuses a fourth product with its Spanish text in an in-page alert within the screen, not a browser dialog", async () => {
    const { page, dialogs } = await open(PHONE, "/categoria/laptop");
    const add = page.locator(".compare-toggle").getByRole("button", { name: /^Comparar / });
    for (let i = 0; i < 3; i++) await add.first().click();
    await expect.poll(() => page.locator(".compare-menu__badge").textContent()).toBe("3");
    await add.first().click({ force: true });
    const alert = page.getByRole("alert").filter({ hasText: TEXT.compareFull });
    await alert.waitFor();
    await expect(alert.locator("p").textContent()).resolves.toBe(TEXT.compareFull);
    const box = (await alert.boundingBox())!;
    expect(box.y >= 0 && box.y + box.height <= PHONE.height && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(dialogs).toEqual([]);
    await alert.getByRole("button", { name: "Cerrar aviso" }).click();
    await expect.poll(() => alert.count()).toBe(0);
  });

  it("375×812: the filter drawer (a modal dialog) never lets focus reach the page behind it; Escape closes it and focus returns to 'Filtros'", async () => {
    const { page } = await open(PHONE, "/categoria/tv");
    const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest("#filters")));
    // Scripts fetched from now on arrive late, as on a slow phone network: keeping focus in the
    // drawer must not wait for one (a trap loaded on the first opening let this Shift+Tab out).
    await page.route("**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const toggle = page.getByRole("button", { name: /^Filtros( \(\d+\))?$/ });
    await toggle.click();
    await expect.poll(inside).toBe(true);
    // Past its last (or before its first) control, a modal <dialog> hands focus to the browser's own
    // controls (nothing in the page has it: the body), then back to its controls; never to the page behind it.
    const where = () =>
      page.evaluate(() =>
        document.activeElement?.closest("#filters")
          ? "drawer"
          : document.activeElement === document.body
            ? "browser"
            : document.activeElement!.outerHTML.slice(0, 80),
      );
    for (const [key, presses] of [
      ["Shift+Tab", 4],
      ["Tab", 60],
    ] as const) {
      const stops: string[] = [];
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press(key);
        stops.push(await where());
      }
      expect(
        stops.filter((stop) => stop !== "drawer" && stop !== "browser"),
        key,
      ).toEqual([]);
      expect(stops.lastIndexOf("drawer"), key).toBeGreaterThan(stops.indexOf("browser"));
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#filters").isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("filters-toggle");
    // Closing with its button returns focus too.
    await toggle.click();
    await page.getByRole("button", { name: "Cerrar filtros" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("filters-toggle");
  });

  it("1440×900: the filter sidebar does not hold focus on a wide screen", async () => {
    const { page } = await open(DESKTOP, "/categoria/tv");
    const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest("#filters")));
    await page.locator("#filters button").first().focus();
    let left = false;
    for (let i = 0; i < 80 && !left; i++) {
      await page.keyboard.press("Tab");
      left = !(await inside());
    }
    expect(left).toBe(true);
  });
});

describe("no sideways scroll at any width", () => {
  it.each([
    ["comparison of 3 products", comparePath(LAPTOPS)],
    ["comparison across categories", comparePath(MIXED)],
    ["comparison of three OLED TVs, with its verdict", "/comparar?pids=lg-oled77g45lw,samsung-qe65s95d,lg-oled65c44la"],
    ["product", productPath(record("laptop", "apple-macbook-air-13-m4"))],
  ])("%s, from 320 to 1440 px", async (_kind, path) => {
    const { page, errors } = await open(DESKTOP, path);
    // The price chart drawn at 1440 px first: a canvas that kept that width pushed narrower pages sideways.
    // The canvas is drawn only once the chart comes near the view (the served page has its SVG outline).
    if (path.startsWith("/productos/")) {
      await page.locator(".price-history").scrollIntoViewIfNeeded();
      await page.locator(".price-history__chart[data-drawn] canvas").waitFor();
    }
    const wider: string[] = [];
    for (const width of [320, 360, 375, 414, 480, 600, 639, 640, 700, 768, 900, 1023, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const excess = await overflow(page);
      if (excess > 0) wider.push(`${width} px: ${excess} px too wide`);
    }
    expect(wider).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/**
 * axe-core WCAG 2.1 A/AA, once per page type at the width where what it checks differs. The HTML is
 * the same at both widths; CSS changes colours, sizes and what is displayed. At 375 px: the spec tabs
 * become filled pills (their own colours), the comparison's head and cells take a phone's colours and
 * smaller type, the home's category row becomes a scrolling region, and pages of text (static, not
 * found) are read on phones. The listing is checked at both: on a phone its filters are a drawer (checked
 * open), on a desktop a sidebar beside the results, with the header's 'Comparar' label shown (hidden
 * under 420 px): the desktop header is checked there.
 */
const AXE_PAGES = [
  ["home", "/", PHONE],
  ["category (with options no product matches)", "/categoria/tv?precio=..500", PHONE],
  ["category (with options no product matches)", "/categoria/tv?precio=..500", DESKTOP],
  ["product", productPath(TV), PHONE],
  ["comparison of 3 products", comparePath(LAPTOPS), PHONE],
  ["comparison across categories", comparePath(MIXED), PHONE],
  ["static page", "/help", PHONE],
  ["not found", "/no-existe", PHONE],
] as const;

describe("axe-core WCAG 2.1 A/AA", () => {
  it.each(AXE_PAGES.map(([kind, path, size]) => [kind, size.name, path, size] as const))("%s at %s: no violations", async (_kind, _name, path, size) => {
    const { page } = await open(size, path);
    expect(await axeFindings(page)).toEqual([]);
    if (path.startsWith("/categoria/") && size.phone) {
      await page.getByRole("button", { name: /^Filtros( \(\d+\))?$/ }).click();
      await page.locator("#filters[open]").waitFor();
      // Options no product matches are drawn lighter, still 4.5:1 against the drawer.
      await page.locator(".filter__option--empty").first().waitFor();
      expect(await axeFindings(page)).toEqual([]);
    }
  });
});
