import { renderAnalysis } from "../../../worker/data/analysis";

/**
 * CPU time one record's analysis may take to render here before it is refused. The worker renders
 * it again on every rebuild that rewrites the product, under the platform's CPU limit; a record at
 * every one of the validator's bounds takes well under 100 ms (docs/RELIABILITY.md, "Bounds on a
 * record"). CPU time, not wall time, and the best of two tries, so that a busy machine or a
 * garbage collection does not refuse an ordinary record.
 */
export const RENDER_BUDGET_MS = 1_000;

/** The process's CPU time in milliseconds. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let warmedUp = false;

/**
 * The report line for a record whose analysis renders slower than the budget, or null. A second
 * guard behind the validator's bounds on the Markdown: whatever those miss is caught before the
 * record is written, never during a rebuild.
 */
export function slowRenderProblem(record: Record<string, unknown>, budgetMs = RENDER_BUDGET_MS, clock: () => number = cpuMs): string | null {
  const general = (record.general ?? {}) as { description?: unknown };
  if (typeof general.description !== "string" || general.description === "") return null;
  if (!warmedUp) {
    // The first render loads and compiles the renderer: that is not the record's cost.
    renderAnalysis({ brand: "", model: "", general: { description: "# a\n\n*b* [c](https://d.e)" } });
    warmedUp = true;
  }
  let took = Infinity;
  for (let attempt = 0; attempt < 2 && took > budgetMs; attempt++) {
    const started = clock();
    renderAnalysis({ brand: String(record.brand), model: String(record.model), general: { description: general.description } });
    took = Math.min(took, Math.round(clock() - started));
  }
  return took > budgetMs ? `Invalid field: general.description (its analysis took ${took} ms to render: at most ${budgetMs})` : null;
}
