/**
 * Calls POST /api/admin/revalidate for the categories the ingest touched. A category larger than one
 * invocation's KV operations comes back with `pendingDocuments`; it is called again for those until
 * every product document is written (each pass is one more worker invocation).
 */
export interface RevalidatedCategory {
  category: string;
  products: number;
  writtenDocuments: number;
  pendingDocuments: number;
}

export interface RevalidationOutcome {
  ok: boolean;
  passes: number;
  lines: string[];
}

const MAX_PASSES = 100;

/** What the revalidation says of the zone's purge (worker/http/zone-purge.ts). */
type PurgeReport =
  | { status: "not-configured" | "not-needed"; message: string }
  | { status: "purged"; tags: string[]; attempts: number }
  | { status: "failed"; tags: string[]; attempts: number; errors: string[] };

function purgeLine(purge: PurgeReport): string {
  switch (purge.status) {
    case "purged":
      return `Caché de la zona purgada por etiqueta (${purge.tags.join(", ")}) en ${purge.attempts} ${purge.attempts === 1 ? "intento" : "intentos"}.`;
    case "failed":
      return `Purga de la caché FALLIDA tras ${purge.attempts} intentos (${purge.tags.join(", ")}): ${purge.errors.join(" | ")}`;
    default:
      return purge.message;
  }
}

export async function revalidate(url: string, token: string, categories: readonly string[]): Promise<RevalidationOutcome> {
  const lines: string[] = [];
  let pending = [...categories];
  let pass = 0;
  let purgeFailed = false;
  while (pending.length > 0 && pass < MAX_PASSES) {
    pass++;
    const started = performance.now();
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      // After the first pass only the documents it left are written: those products are read, not the whole category again.
      body: JSON.stringify(pass === 1 ? { categories: pending } : { categories: pending, pendingOnly: true }),
    }).catch((error: unknown) => error as Error);
    if (response instanceof Error || !response.ok) {
      lines.push(`Revalidación fallida: ${response instanceof Error ? response.message : `HTTP ${response.status}`}`);
      return { ok: false, passes: pass, lines };
    }
    const body = (await response.json()) as { rebuilt: RevalidatedCategory[]; failed?: { category: string }[]; purgeTags: string[]; purge?: PurgeReport };
    const ms = Math.round(performance.now() - started);
    const described = body.rebuilt.map((r) => `${r.category} (${r.products}${r.pendingDocuments > 0 ? `, ${r.pendingDocuments} fichas pendientes` : ""})`);
    lines.push(`Revalidado en ${ms} ms${pass > 1 ? ` (pasada ${pass})` : ""}: ${described.join(", ")}. Etiquetas a purgar: ${body.purgeTags.join(", ")}`);
    if (body.purge) lines.push(purgeLine(body.purge));
    // The new data is served regardless (answers are keyed by version); a failed purge still needs an operator.
    if (body.purge?.status === "failed") purgeFailed = true;
    if (body.failed?.length) {
      lines.push(`Revalidación fallida para: ${body.failed.map((f) => f.category).join(", ")}`);
      return { ok: false, passes: pass, lines };
    }
    pending = body.rebuilt.filter((r) => r.pendingDocuments > 0).map((r) => r.category);
  }
  if (pending.length > 0) lines.push(`Quedan fichas pendientes tras ${MAX_PASSES} pasadas: ${pending.join(", ")}`);
  return { ok: pending.length === 0 && !purgeFailed, passes: pass, lines };
}
