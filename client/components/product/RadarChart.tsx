import { ownValue } from "../../../shared/object-path";
import { RADAR_COLOURS, RADAR_RINGS } from "../../../shared/scores";

export interface RadarSeries {
  name: string;
  values: Record<string, number>;
}

const VIEW = 300;
const CENTRE = VIEW / 2;
const RADIUS = 105;

const point = (index: number, count: number, value: number) => {
  const angle = (Math.PI * 2 * index) / count - Math.PI / 2;
  const r = (RADIUS * Math.max(0, Math.min(100, value))) / 100;
  return [tenths(CENTRE + r * Math.cos(angle)), tenths(CENTRE + r * Math.sin(angle))] as const;
};

/** A tenth of a unit is far below a pixel at 260 px; full precision only made the markup longer. */
const tenths = (n: number) => Math.round(n * 10) / 10;

/**
 * Category scores on a radar (seed 000 §2, §9): rings at 20–100, up to five coloured series; its
 * size (200/220/260 px by window width) comes from CSS, so the server draws the same chart.
 */
export function RadarChart({ series, label }: { series: readonly RadarSeries[]; label: string }) {
  const axes = [...new Set(series.flatMap((s) => Object.keys(s.values)))];
  if (axes.length < 3) {
    return <p className="radar__empty">No hay datos de puntuación disponibles para comparar</p>;
  }
  const polygon = (value: (axis: string) => number) => axes.map((axis, i) => point(i, axes.length, value(axis)).join(",")).join(" ");
  return (
    <figure className="radar">
      <svg viewBox={`0 0 ${VIEW} ${VIEW}`} role="img" aria-label={label}>
        {RADAR_RINGS.map((ring) => (
          <polygon key={ring} points={polygon(() => ring)} className="radar__ring" />
        ))}
        {axes.map((axis, i) => {
          const [x, y] = point(i, axes.length, 100);
          const [lx, ly] = point(i, axes.length, 122);
          return (
            <g key={axis}>
              <line x1={CENTRE} y1={CENTRE} x2={x} y2={y} className="radar__axis" />
              <text x={lx} y={ly} textAnchor={Math.abs(lx - CENTRE) < 8 ? "middle" : lx > CENTRE ? "start" : "end"} dominantBaseline="middle" className="radar__label">
                {axis}
              </text>
            </g>
          );
        })}
        {series.slice(0, RADAR_COLOURS.length).map((s, i) => (
          <polygon
            key={s.name}
            points={polygon((axis) => ownValue(s.values, axis) ?? 0)}
            fill={RADAR_COLOURS[i]}
            fillOpacity={0.18}
            stroke={RADAR_COLOURS[i]}
            strokeWidth={2}
          />
        ))}
      </svg>
      <figcaption className="radar__legend">
        {series.slice(0, RADAR_COLOURS.length).map((s, i) => (
          <span key={s.name}>
            <svg className="radar__swatch" viewBox="0 0 10 10" aria-hidden="true">
              <circle cx="5" cy="5" r="5" fill={RADAR_COLOURS[i]} />
            </svg>
            {s.name}
          </span>
        ))}
      </figcaption>
      <table className="visually-hidden">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Aspecto</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {axes.map((axis) => (
            <tr key={axis}>
              <th scope="row">{axis}</th>
              {series.map((s) => (
                <td key={s.name}>{ownValue(s.values, axis) ?? "—"}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
