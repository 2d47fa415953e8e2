import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { subscribe } from "valtio";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CompareRefusal, CompareRefusalBox } from "../../client/components/CompareRefusal";
import { CompareTable } from "../../client/components/compare/CompareTable";
import { AffiliateLink, safeAffiliateUrl } from "../../client/components/offers/AffiliateLink";
import { followTouch } from "../../client/components/product/chart-touch";
import { PriceHistoryChart } from "../../client/components/product/PriceHistoryChart";
import { SpecTabs } from "../../client/components/product/SpecTabs";
import CompareView from "../../client/views/CompareView";
import ProductView from "../../client/views/ProductView";
import { preloadSections } from "../../client/lazy-section";
import { MAX_WIDTH, estimateWidth, radarLayout, wrapLabel } from "../../client/components/product/radar-layout";
import { AppStateContext, type AppState } from "../../client/state/app-state";
import { testAppState } from "../support/app-state";
import type { CompareItem } from "../../client/state/compare";
import { sharedLinkDecision } from "../../client/state/shared-comparison";
import { CATEGORY_IDS } from "../../shared/categories";
import { buildComparison } from "../../shared/compare";
import { formatDate, formatPrice } from "../../shared/format";
import { currentPrice } from "../../shared/prices/current-price";
import type { ProductDetail } from "../../shared/product";
import { TEXT } from "../../shared/texts";
import { BundledSource } from "../../worker/data/bundled-source";
import { productDocument } from "../../worker/data/product-document";

/** The pure parts of the phone pages, and components rendered as the server does. */
const appState = () => testAppState();
// As the worker does: the views' lazy sections are loaded before the server renders.
beforeAll(preloadSections);

const render = (state: AppState, element: ReactElement) => renderToStaticMarkup(createElement(AppStateContext.Provider, { value: state }, element));
const item = (id: string): CompareItem => ({ id, categoryId: "tv", brand: "LG", model: id, image: "/x.svg", price: 100 });

describe("the compare tray is a store of its own", () => {
  it("a subscriber to the tray hears its changes and nothing else of the page's state", async () => {
    const state = appState();
    const heard = vi.fn();
    subscribe(state.tray, heard);
    state.listingUi.pages++;
    state.viewportWidth = 375;
    state.loading = true;
    await Promise.resolve();
    expect(heard).not.toHaveBeenCalled();
    state.tray.items.push(item("a"));
    await Promise.resolve();
    expect(heard).toHaveBeenCalledOnce();
  });
});

describe("a shared comparison link and the visitor's tray", () => {
  const page = [item("a"), item("b"), item("c")];
  it("fills an empty tray, and grows a tray that is part of the link", () => {
    expect(sharedLinkDecision([], page)).toBe("adopt");
    expect(sharedLinkDecision([item("b")], page)).toBe("adopt");
    expect(sharedLinkDecision([item("c"), item("a")], page)).toBe("adopt");
  });
  it("leaves alone a tray that already is the link", () => {
    expect(sharedLinkDecision(page, page)).toBe("same");
    expect(sharedLinkDecision([item("x")], [])).toBe("same");
  });
  it("never drops a product the visitor chose without asking", () => {
    expect(sharedLinkDecision([item("x")], page)).toBe("offer");
    expect(sharedLinkDecision([item("a"), item("x")], page)).toBe("offer");
    expect(sharedLinkDecision([item("a"), item("b")], [item("a")])).toBe("offer");
  });
});

describe("affiliate links (PRODUCT-RULES.md, Product records)", () => {
  it("accept https only", () => {
    expect(safeAffiliateUrl("https://www.amazon.es/dp/B0?tag=x")).toBe("https://www.amazon.es/dp/B0?tag=x");
    for (const bad of ["http://www.amazon.es/dp/B0", "javascript:alert(1)", "//amazon.es", "", null, 42]) expect(safeAffiliateUrl(bad)).toBeNull();
  });
  it("open in a new tab, sponsored; an unsafe one is not a link", () => {
    const product = (affiliateLink: string) => ({ id: "p", categoryId: "tv" as const, amazon: { affiliateLink, price: 1, priceCurrency: "EUR" } as never });
    const html = render(appState(), createElement(AffiliateLink, { product: product("https://www.amazon.es/dp/B0"), className: "button" }));
    expect(html).toBe('<a class="button" href="https://www.amazon.es/dp/B0" target="_blank" rel="sponsored noopener noreferrer">Ver en Amazon</a>');
    const unsafe = render(appState(), createElement(AffiliateLink, { product: product("javascript:alert(1)"), fallback: "Enlace de compra no disponible" }));
    expect(unsafe).toBe("Enlace de compra no disponible");
  });
});

describe("PRODUCT-RULES.md (Filters and search): the refusal of a fourth product, in the page", () => {
  it("is an alert region with the refusal's exact text and a way to close it, only while refused", async () => {
    await CompareRefusalBox.preload();
    const state = appState();
    expect(render(state, createElement(CompareRefusal))).toBe('<div class="compare-refusal" role="alert"></div>');
    state.tray.items = [item("a"), item("b"), item("c")];
    state.tray.refusal = 1;
    const html = render(state, createElement(CompareRefusal));
    expect(html).toContain(`<p>${TEXT.compareFull}</p>`);
    expect(html).toContain('aria-label="Cerrar aviso"');
    // Once the tray has room again there is nothing to refuse.
    state.tray.items = [item("a")];
    expect(render(state, createElement(CompareRefusal))).not.toContain(TEXT.compareFull);
  });
});

describe("the radar's labels", () => {
  it("wrap at spaces, or after the hyphen of a long word, and keep every character", () => {
    expect(wrapLabel("Relación calidad-precio")).toEqual(["Relación", "calidad-precio"]);
    expect(wrapLabel("Cancelación de ruido")).toEqual(["Cancelación de", "ruido"]);
    expect(wrapLabel("Pantalla")).toEqual(["Pantalla"]);
    expect(wrapLabel("Supercalifragilístico-espialidoso")).toEqual(["Supercalifragilístico-", "espialidoso"]);
  });

  it("fit whole in the view box, at most MAX_WIDTH wide, with the plot shrinking rather than the text", () => {
    const long = [
      "Relación calidad-precio",
      "Cancelación de ruido",
      "Funciones inteligentes",
      "Velocidad de disparo",
      "Enfoque automático",
      "Calidad de sonido",
      "Diseño y comodidad",
    ];
    for (const axes of [long.slice(0, 3), long.slice(0, 6), long, [...long, ...long.map((a) => `${a} 2`)]]) {
      const layout = radarLayout(axes);
      const { x, y, width, height } = layout.viewBox;
      expect(width).toBeLessThanOrEqual(MAX_WIDTH);
      for (const label of layout.labels) {
        const lineWidth = Math.max(...label.lines.map((l) => estimateWidth(l.text)));
        const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - lineWidth : label.x - lineWidth / 2;
        expect(left).toBeGreaterThanOrEqual(x);
        expect(left + lineWidth).toBeLessThanOrEqual(x + width);
        for (const line of label.lines) expect(line.y > y && line.y < y + height).toBe(true);
        expect(
          label.lines
            .map((l) => l.text)
            .join(" ")
            .replace("- ", "-"),
        ).toBe(label.axis);
      }
    }
    expect(radarLayout(long.slice(0, 3)).radius).toBeGreaterThan(radarLayout(long).radius - 1);
  });
});

const source = new BundledSource();
const detail = async (category: (typeof CATEGORY_IDS)[number], index = 0): Promise<ProductDetail> =>
  productDocument((await source.listCategory(category))[index], "rev", "2026-11-21T00:00:00Z").product;
const count = (html: string, part: string) => html.split(part).length - 1;
/** Text as React writes it in markup. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

describe("the comparison table, as the server renders it", () => {
  it("has one column per product with its name and best current price, and a 'Ver en {tienda}' link each, sponsored", async () => {
    const products = await Promise.all([0, 1, 2].map((i) => detail("laptop", i)));
    const state = appState();
    const html = render(
      state,
      createElement(CompareTable, {
        products,
        sections: buildComparison(products, Date.now()),
        onRemove: () => {},
        removeHref: (id: string) => `/comparar?pids=sin-${id}`,
      }),
    );
    expect(html).toContain('class="compare-table compare-table--n3"');
    expect(count(html, 'scope="col"')).toBe(3);
    // 'Quitar' is a link to the comparison without the product: it works before and without the script.
    expect(html).toContain(`<a href="/comparar?pids=sin-${products[0].id}" role="button" class="link-button" aria-label="Quitar ${products[0].brand} `);
    // Every value names its headers, and no row or cell carries a role (HTML forbids them in a table).
    expect(html).not.toMatch(/<t[rdh][^>]* role=/);
    for (const cell of html.match(/<td(?! class="compare-table__corner"| colSpan| colspan)[^>]*>/g) ?? []) expect(cell).toMatch(/ headers="[^"]+"/);
    for (const p of products) {
      const name = escaped(`${p.brand} ${p.model}`);
      const best = currentPrice(p, Date.parse(state.renderedAt));
      const link = best.shopId === "amazon" ? p.amazon.affiliateLink : p.offers!.find((o) => o.shopId === best.shopId)!.link;
      // The name, its price badge, then the price (the badge above it keeps the prices on one line).
      expect(html).toContain(`${name}</a><span class="price-badge`);
      expect(html).toMatch(
        new RegExp(
          `${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</a><span class="price-badge[^"]*"[^>]*>[^<]*</span><span class="compare-table__price">${formatPrice(best.price, best.currency)}</span>`,
        ),
      );
      expect(html).toContain(
        `href="${escaped(new URL(link).href)}" target="_blank" rel="sponsored noopener noreferrer">Ver en ${escaped(best.shopName)}<span class="visually-hidden"> ${name}</span></a>`,
      );
    }
    expect(count(html, "compare-table__buy")).toBe(3);
    // Every row's label is its row header (the phone layout puts it above the values).
    expect(html).toMatch(/<th id="[^"]+" scope="row">Precio<\/th>/);
    // One category: no category names under the pictures.
    expect(html).not.toContain("compare-table__category");
  });

  it("names each product's category when they differ, and the page says only shared data are compared", async () => {
    const products = [await detail("laptop"), await detail("mobile"), await detail("tv")];
    const html = render(
      appState(),
      createElement(CompareTable, {
        products,
        sections: buildComparison(products, Date.now()),
        onRemove: () => {},
        removeHref: (id: string) => `/comparar?pids=sin-${id}`,
      }),
    );
    for (const name of ["Portátiles", "Móviles", "Televisores"]) expect(html).toContain(`<span class="compare-table__category">${name}</span>`);
    // The worker sends the rows it built with the page (client/routes/compare.server.ts).
    const page = (list: ProductDetail[]) =>
      render(appState(), createElement(CompareView, { products: list, missing: [], problem: "none", sections: buildComparison(list, Date.now()) }));
    expect(page(products)).toContain("Productos de categorías distintas: solo se comparan los datos que comparten");
    expect(page([await detail("laptop", 0), await detail("laptop", 1)])).not.toContain("categorías distintas");
  });
});

describe("the product page's first screen, as the server renders it", () => {
  it("puts the purchase box (price, availability, 30-day lowest, 'Ver en Amazon') before the summary and its pros and cons", async () => {
    const product = await detail("tv");
    const html = render(appState(), createElement(ProductView, { product, related: null }));
    const purchase = html.indexOf('class="panel purchase"');
    expect(purchase).toBeGreaterThan(0);
    expect(purchase).toBeLessThan(html.indexOf('class="panel summary"'));
    expect(purchase).toBeLessThan(html.indexOf("pros-cons"));
    expect(html.indexOf("purchase__cta")).toBeLessThan(html.indexOf('class="panel summary"'));
    // The pros and cons are listed once: in the summary, not again in the spec tab.
    expect(count(html, "pros-cons__list--pro")).toBe(1);
    expect(count(html, "pros-cons__list--con")).toBe(1);
  });

  it("the spec tab links to the summary's pros and cons instead of repeating them", async () => {
    const product = await detail("tv");
    const html = render(appState(), createElement(SpecTabs, { product }));
    expect(html).toContain('<a href="#resumen">A favor y en contra: ver el resumen</a>');
    expect(html).not.toContain("pros-cons__list");
  });
});

describe("the price history", () => {
  const history = [
    { date: "2026-10-01", price: 500 },
    { date: "2026-10-02", price: 450 },
    { date: "2026-10-03", price: 620 },
    { date: "2026-10-04", price: 480 },
  ];
  it("says the lowest, highest and current price with their dates in words, and reads the last day until pointed at", () => {
    const html = render(appState(), createElement(PriceHistoryChart, { history }));
    const day = (date: string) => formatDate(`${date}T00:00:00.000Z`);
    expect(html).toContain(
      `<figcaption>Historial de precios desde el ${day("2026-10-01")}: mínimo ${formatPrice(450)} (el ${day("2026-10-02")}), máximo ${formatPrice(620)} (el ${day("2026-10-03")}) y actual ${formatPrice(480)} (el ${day("2026-10-04")}).</figcaption>`,
    );
    expect(html).toContain(`<p class="price-history__readout" aria-hidden="true">${day("2026-10-04")}: <strong>${formatPrice(480)}</strong></p>`);
  });

  it("is not drawn for fewer than two days", () => {
    expect(render(appState(), createElement(PriceHistoryChart, { history: history.slice(0, 1) }))).toBe("");
  });
});

describe("a finger on the price chart moves uPlot's cursor", () => {
  function chart() {
    const over = Object.assign(new EventTarget(), { getBoundingClientRect: () => ({ left: 10, top: 20, width: 200, height: 100 }) });
    const cursor: { left: number; top: number }[] = [];
    return { chart: { over: over as unknown as HTMLElement, setCursor: (position: { left: number; top: number }) => cursor.push(position) }, over, cursor };
  }
  const pointer = (type: string, pointerType: string, clientX: number, clientY: number) => Object.assign(new Event(type), { pointerType, clientX, clientY });

  it("to the point under the finger, kept within the plot, and leaves the mouse to uPlot", () => {
    const { chart: c, over, cursor } = chart();
    const stop = followTouch(c);
    over.dispatchEvent(pointer("pointerdown", "touch", 60, 70));
    over.dispatchEvent(pointer("pointermove", "touch", 400, -5));
    over.dispatchEvent(pointer("pointermove", "mouse", 100, 50));
    expect(cursor).toEqual([
      { left: 50, top: 50 },
      { left: 200, top: 0 },
    ]);
    stop();
    over.dispatchEvent(pointer("pointermove", "touch", 60, 70));
    expect(cursor).toHaveLength(2);
  });
});
