import type { ReasonTally } from "../../../shared/price-feed/match";
import type { FeedReading } from "../../../shared/price-feed/read-feed";
import type { ApplyOutcome } from "../../../worker/feeds/apply-feed";

const count = (n: number) => n.toLocaleString("es-ES");

/** The lines of one reason: its count and its examples, each with its row. */
function reasonLines(reason: string, tally: ReasonTally): string[] {
  const shown = tally.examples.length < tally.count ? ` (${tally.examples.length} de ejemplo)` : "";
  return [`    ${reason}: ${count(tally.count)}${shown}`, ...tally.examples.map((example) => `      fila ${example.line}: ${example.detail}`)];
}

/**
 * The report of one feed, what the operator acts on: rows read, applied (they changed a product),
 * unchanged, with no product in the catalogue, and left out by reason with examples; then the time.
 * `applied` is null for a feed that could not be read, of which nothing was applied.
 */
export function feedReport(name: string, reading: FeedReading, applied: ApplyOutcome | null, dryRun: boolean, milliseconds: number): string[] {
  const { tally } = reading;
  const lines = [`\nFeed ${name} (${reading.described})`];
  if (reading.unreadable || !applied) {
    lines.push(`  ERROR  no se puede leer el feed, no se aplica nada: ${reading.unreadable ?? "sin lectura"}`);
    if (tally.rows) lines.push(`  filas leídas antes del error: ${count(tally.rows)}`);
    lines.push(`  tiempo: ${(milliseconds / 1000).toLocaleString("es-ES", { maximumFractionDigits: 1 })} s`);
    return lines;
  }
  const refused = new Map(tally.refused);
  if (applied.invalid.length) {
    refused.set("el producto no pasaría su validación", {
      count: applied.invalid.length,
      examples: applied.invalid.slice(0, 20),
    });
  }
  const refusedRows = [...refused.values()].reduce((n, r) => n + r.count, 0);
  lines.push(
    `  filas leídas: ${count(tally.rows)}`,
    `  ${dryRun ? "se aplicarían" : "aplicadas"}: ${count(applied.appliedRows)} (${count(applied.written)} ${applied.written === 1 ? "producto" : "productos"} ${dryRun ? "por escribir" : applied.written === 1 ? "escrito" : "escritos"})`,
    `  sin cambios: ${count(applied.unchangedRows)}`,
    `  sin producto en el catálogo: ${count(tally.unmatched)}`,
    `  rechazadas: ${count(refusedRows)}`,
  );
  for (const [reason, reasonTally] of [...refused].sort((a, b) => b[1].count - a[1].count)) lines.push(...reasonLines(reason, reasonTally));
  for (const failure of applied.failures) lines.push(`  ERROR  ${failure}`);
  lines.push(`  tiempo: ${(milliseconds / 1000).toLocaleString("es-ES", { maximumFractionDigits: 1 })} s`);
  return lines;
}
