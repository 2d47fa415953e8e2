import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PriceHistoryChart } from "../../client/components/product/PriceHistoryChart";
import { labelAnchor, priceOutline } from "../../client/components/product/price-outline";
import { SpecTabs } from "../../client/components/product/SpecTabs";
import { AppStateContext } from "../../client/state/app-state";
import { formatDate, formatPrice } from "../../shared/format";
import { historySeries } from "../../shared/price-history";
import { BundledSource } from "../../worker/data/bundled-source";
import { productDocument } from "../../worker/data/product-document";
import { testAppState } from "../support/app-state";

/** The product page as the server sends it: what a shopper reads before, or without, JavaScript. */
const render = (element: ReactElement) => renderToStaticMarkup(createElement(AppStateContext.Provider, { value: testAppState() }, element));

async function detail(id: string) {
  const records = await new BundledSource().listCategory("tv");
  const record = records.find((r) => r.id === id) ?? records[0];
  return productDocument(record, "rev", "2026-11-21T00:00:00Z").product;
}

describe("the spec groups in the server's HTML", () => {
  it("carries every group in sequence under its heading, each reachable from a link at the top, and no dead tab buttons", async () => {
    const product = await detail("lg-oled65c44la");
    expect(product.specGroups.length).toBeGreaterThan(3);
    const html = render(createElement(SpecTabs, { product }));
    const nav = html.slice(html.indexOf("<nav"), html.indexOf("</nav>"));
    for (const group of product.specGroups) {
      expect(nav).toContain(`<a href="#panel-${group.id}">${group.label}</a>`);
      expect(html).toContain(`<section id="panel-${group.id}"`);
      expect(html).toContain(`<h3 id="heading-${group.id}">${group.label}</h3>`);
      for (const row of group.rows) expect(html).toContain(`<dt>${row.label}</dt>`);
    }
    // Group order is kept: each heading after the previous one.
    const at = product.specGroups.map((g) => html.indexOf(`<h3 id="heading-${g.id}">`));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).not.toContain('role="tab"');
    expect(html).not.toContain("<button");
  });
});

describe("the price history's server drawing", () => {
  const history = [
    { date: "2026-10-01", price: 500 },
    { date: "2026-10-02", price: 450 },
    { date: "2026-10-03", price: 620 },
    { date: "2026-10-04", price: 480 },
  ];

  it("places time along the width and price up the height, the lowest at the bottom and the highest at the top", () => {
    const [times, prices] = historySeries(history);
    const outline = priceOutline(times, prices)!;
    expect(outline.lowest.index).toBe(1);
    expect(outline.current.index).toBe(3);
    const ys = [...outline.line.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(ys).toHaveLength(4);
    // Left to right in time; the highest price the smallest y, the lowest the largest.
    expect(ys.map(([x]) => x)).toEqual([...ys.map(([x]) => x)].sort((a, b) => a - b));
    expect(Math.min(...ys.map(([, y]) => y))).toBe(ys[2][1]);
    expect(Math.max(...ys.map(([, y]) => y))).toBe(ys[1][1]);
    expect(outline.lowest.y).toBe(ys[1][1]);
    expect(outline.current.x).toBeGreaterThan(0.95);
    expect(outline.current.x).toBeLessThan(1);
  });

  it("draws a flat history across the middle and nothing under two days", () => {
    const flat = priceOutline([1, 2, 3], [10, 10, 10])!;
    expect(new Set([...flat.line.matchAll(/ ([\d.]+)/g)].map((m) => m[1])).size).toBe(1);
    expect(priceOutline([1], [10])).toBeNull();
  });

  it("anchors labels so that they stay inside the box", () => {
    expect(labelAnchor(0.02)).toBe("start");
    expect(labelAnchor(0.5)).toBe("middle");
    expect(labelAnchor(0.99)).toBe("end");
  });

  it("is in the server's HTML with the lowest and the current price marked, and the words for screen readers kept", () => {
    const html = render(createElement(PriceHistoryChart, { history }));
    const svg = html.slice(html.indexOf("<svg"), html.lastIndexOf("</svg>"));
    expect(svg).toContain('class="price-history__line"');
    expect(svg).toContain(`Mínimo ${formatPrice(450)}`);
    expect(svg).toContain(`Actual ${formatPrice(480)}`);
    expect(svg).toContain(formatDate("2026-10-01T00:00:00.000Z"));
    expect(html).toMatch(/<div class="price-history__chart" aria-hidden="true"><svg/);
    expect(html).toContain("<figcaption>Historial de precios desde el");
  });

  it("marks one point when the current price is also the lowest", () => {
    const html = render(createElement(PriceHistoryChart, { history: [...history, { date: "2026-10-05", price: 400 }] }));
    expect(html).toContain(`Actual y mínimo ${formatPrice(400)}`);
    expect(html).not.toContain('data-mark="lowest"');
  });
});
