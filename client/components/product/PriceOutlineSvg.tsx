import { formatPrice } from "../../../shared/format";
import { OUTLINE_HEIGHT, OUTLINE_VIEW_WIDTH, labelAnchor, priceOutline } from "./price-outline";

const percent = (x: number) => `${(x * 100).toFixed(2)}%`;

/**
 * The price history as the server draws it: the line, the lowest and the current price marked and
 * labelled, the first and last day under it. It is what the page shows before uPlot loads, without
 * JavaScript, or if uPlot never arrives; uPlot's chart replaces it. The line is stretched to the
 * box's width in an inner drawing box; markers and labels sit in the outer one by percentage, so
 * they keep their shape at any width.
 */
export function PriceOutlineSvg({ times, prices, firstDay, lastDay }: { times: number[]; prices: number[]; firstDay: string; lastDay: string }) {
  const outline = priceOutline(times, prices);
  if (!outline) return null;
  const { lowest, current } = outline;
  const same = lowest.index === current.index;
  return (
    <svg className="price-history__outline" width="100%" height={OUTLINE_HEIGHT} data-outline="">
      <svg viewBox={`0 0 ${OUTLINE_VIEW_WIDTH} ${OUTLINE_HEIGHT}`} preserveAspectRatio="none" width="100%" height={OUTLINE_HEIGHT}>
        <path d={outline.area} className="price-history__area" />
        <path d={outline.line} className="price-history__line" vectorEffect="non-scaling-stroke" />
      </svg>
      {!same && (
        <g className="price-history__mark price-history__mark--lowest" data-mark="lowest">
          <circle cx={percent(lowest.x)} cy={lowest.y} r="5" />
          <text x={percent(lowest.x)} y={lowest.y + 20} textAnchor={labelAnchor(lowest.x)}>
            {`Mínimo ${formatPrice(prices[lowest.index])}`}
          </text>
        </g>
      )}
      <g className="price-history__mark price-history__mark--current" data-mark="current">
        <circle cx={percent(current.x)} cy={current.y} r="5" />
        <text x={percent(current.x)} y={current.y - 12} textAnchor={labelAnchor(current.x)}>
          {`${same ? "Actual y mínimo" : "Actual"} ${formatPrice(prices[current.index])}`}
        </text>
      </g>
      <text className="price-history__day" x="0" y={OUTLINE_HEIGHT - 4} textAnchor="start">
        {firstDay}
      </text>
      <text className="price-history__day" x="100%" y={OUTLINE_HEIGHT - 4} textAnchor="end">
        {lastDay}
      </text>
    </svg>
  );
}
