import { ownValue } from "../../../shared/object-path";
import { RADAR_COLOURS, RADAR_RINGS } from "../../../shared/scores";
import { LABEL_FONT, radarLayout } from "./radar-layout";

export interface RadarSeries {
  name: string;
  values: Record<string, number>;
}

/**
 * Category scores on a radar (PRODUCT-RULES.md, Screens and routes and Limits): rings at 20–100, up to five coloured series, every
 * label whole (radar-layout.ts); its size by window width comes from CSS, so the server draws the
 * same chart. The values are also in a table for assistive technology.
 */
export function RadarChart({ series, label }: { series: readonly RadarSeries[]; label: string }) {
  const axes = [...new Set(series.flatMap((s) => Object.keys(s.values)))];
  if (axes.length < 3) {
    return <p className="radar__empty">No hay datos de puntuación disponibles para comparar</p>;
  }
  const layout = radarLayout(axes);
  const polygon = (value: (axis: string) => number) => axes.map((axis, i) => layout.point(i, value(axis)).join(",")).join(" ");
  const { x, y, width, height } = layout.viewBox;
  return (
    <figure className="radar">
      {/* width and height are the natural size (one unit, one pixel); CSS scales it to the space. */}
      <svg viewBox={`${x} ${y} ${width} ${height}`} width={width} height={height} role="img" aria-label={label}>
        {RADAR_RINGS.map((ring) => (
          <polygon key={ring} points={polygon(() => ring)} className="radar__ring" />
        ))}
        {axes.map((axis, i) => {
          const [tipX, tipY] = layout.point(i, 100);
          return <line key={axis} x1={0} y1={0} x2={tipX} y2={tipY} className="radar__axis" />;
        })}
        {layout.labels.map((l) => (
          <text key={l.axis} textAnchor={l.anchor} fontSize={LABEL_FONT} className="radar__label">
            {l.lines.map((line, i) => (
              <tspan key={i} x={l.x} y={line.y}>
                {line.text}
              </tspan>
            ))}
          </text>
        ))}
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
      {/* A table ignores the 1 px width of .visually-hidden and would widen the page: its box does not. */}
      <div className="visually-hidden">
        <table>
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
      </div>
      {/* Last: HTML allows a figcaption only as the first or the last child of its figure. */}
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
    </figure>
  );
}
