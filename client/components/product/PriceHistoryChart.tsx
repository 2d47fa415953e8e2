import { useEffect, useRef, useState } from "react";
import { formatDate, formatPrice } from "../../../shared/format";
import { historySeries } from "../../../shared/price-history";
import { windowHistory } from "../../../shared/prices/price-stats";
import type { PricePoint } from "../../../shared/product";
import { followTouch } from "./chart-touch";
import { guardNavigatorLanguage } from "../../usable-locale";
import { PriceOutlineSvg } from "./PriceOutlineSvg";

const dayOf = (seconds: number) => formatDate(new Date(seconds * 1000).toISOString());

/**
 * The daily price history drawn with uPlot. The chart library loads only when the chart scrolls
 * near the viewport (never on the first load of the page). uPlot's cursor marks the day under the
 * pointer, or under the finger as it slides along (chart-touch.ts), and the line above the chart
 * reads that day's date and price (the last day's until then). The chart itself is hidden from
 * assistive technology: the caption says the same in words (lowest, highest and current price,
 * each with its date), with or without JavaScript. Until uPlot has drawn (before the script runs,
 * without JavaScript, or when the library fails to load) the box shows the server's drawing of the
 * same line (PriceOutlineSvg), never an empty box.
 */
export function PriceHistoryChart({ history }: { history: readonly PricePoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  // The verdict's window (shared/prices/price-stats.ts): the chart's lowest and highest are the price box's.
  const [times, prices] = historySeries(windowHistory(history));
  const [pointed, setPointed] = useState<number | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || times.length < 2) return;
    let chart: { destroy(): void } | null = null;
    let stopTouch = () => {};
    let resizer: ResizeObserver | null = null;
    let cancelled = false;
    const draw = async () => {
      guardNavigatorLanguage(); // uPlot hands navigator.language to Intl as it loads
      const { default: uPlot } = await import("uplot");
      if (cancelled || !element) return;
      const plot = new uPlot(
        {
          width: element.clientWidth || 320,
          height: 180,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          axes: [
            {
              stroke: "#4f5569",
              grid: { stroke: "#eceff6" },
              values: (_u, ticks) => ticks.map((t) => new Date(t * 1000).toLocaleDateString("es-ES", { day: "numeric", month: "short" })),
            },
            { stroke: "#4f5569", grid: { stroke: "#eceff6" }, size: 64, values: (_u, ticks) => ticks.map((t) => `${Math.round(t)} €`) },
          ],
          series: [{}, { label: "Precio", stroke: "#1f4fe0", width: 2, fill: "rgba(31,79,224,0.08)", points: { size: 8 } }],
          hooks: { setCursor: [(u) => setPointed(u.cursor.idx ?? null)] },
        },
        [times, prices],
        element,
      );
      chart = plot;
      stopTouch = followTouch(plot);
      // uPlot draws at a fixed width: follow the box when the window changes (a phone turned, a
      // window narrowed), or the chart keeps its old width and pushes the page sideways.
      resizer = new ResizeObserver(() => {
        if (element.clientWidth > 0 && element.clientWidth !== plot.width) plot.setSize({ width: element.clientWidth, height: plot.height });
      });
      resizer.observe(element);
      setDrawn(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void draw();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      stopTouch();
      resizer?.disconnect();
      chart?.destroy();
    };
  }, [times.join(","), prices.join(",")]); // eslint-disable-line react-hooks/exhaustive-deps

  if (times.length < 2) return null;
  const last = times.length - 1;
  const low = prices.indexOf(Math.min(...prices));
  const high = prices.indexOf(Math.max(...prices));
  const shown = pointed !== null && pointed >= 0 && pointed <= last ? pointed : last;
  return (
    <figure className="price-history">
      {/* What the cursor points at; the caption below already says it for screen readers. */}
      <p className="price-history__readout" aria-hidden="true">
        {`${dayOf(times[shown])}: `}
        <strong>{formatPrice(prices[shown])}</strong>
      </p>
      <div ref={container} className="price-history__chart" data-drawn={drawn ? "" : undefined} aria-hidden="true">
        {!drawn && <PriceOutlineSvg times={times} prices={prices} firstDay={dayOf(times[0])} lastDay={dayOf(times[last])} />}
      </div>
      <figcaption>
        {`Historial de precios desde el ${dayOf(times[0])}: mínimo ${formatPrice(prices[low])} (el ${dayOf(times[low])}), máximo ${formatPrice(prices[high])} (el ${dayOf(times[high])}) y actual ${formatPrice(prices[last])} (el ${dayOf(times[last])}).`}
      </figcaption>
    </figure>
  );
}
