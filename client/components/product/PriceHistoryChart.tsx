import { useEffect, useRef, useState } from "react";
import { formatDate, formatPrice } from "../../../shared/format";
import { historySeries } from "../../../shared/price-history";
import type { PricePoint } from "../../../shared/product";

/**
 * The daily price history drawn with uPlot. The chart library loads only when the chart scrolls
 * near the viewport (never on the first load of the page); until then, and without JavaScript,
 * the figure's caption says the range in words.
 */
export function PriceHistoryChart({ history }: { history: readonly PricePoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [times, prices] = historySeries(history);

  useEffect(() => {
    const element = container.current;
    if (!element || times.length < 2) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    const draw = async () => {
      const { default: uPlot } = await import("uplot");
      if (cancelled || !element) return;
      chart = new uPlot(
        {
          width: element.clientWidth || 320,
          height: 180,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          axes: [
            { stroke: "#4f5569", grid: { stroke: "#eceff6" }, values: (_u, ticks) => ticks.map((t) => new Date(t * 1000).toLocaleDateString("es-ES", { day: "numeric", month: "short" })) },
            { stroke: "#4f5569", grid: { stroke: "#eceff6" }, size: 64, values: (_u, ticks) => ticks.map((t) => `${Math.round(t)} €`) },
          ],
          series: [{}, { label: "Precio", stroke: "#1f4fe0", width: 2, fill: "rgba(31,79,224,0.08)", value: (_u, v) => (v == null ? "" : formatPrice(v)) }],
        },
        [times, prices],
        element,
      );
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
      chart?.destroy();
    };
  }, [times.join(","), prices.join(",")]); // eslint-disable-line react-hooks/exhaustive-deps

  if (times.length < 2) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const from = new Date(times[0] * 1000).toISOString();
  return (
    <figure className="price-history">
      <div ref={container} className="price-history__chart" data-drawn={drawn ? "" : undefined} aria-hidden="true" />
      <figcaption>
        Historial de precios desde el {formatDate(from)}: mínimo {formatPrice(low)}, máximo {formatPrice(high)}.
      </figcaption>
    </figure>
  );
}
