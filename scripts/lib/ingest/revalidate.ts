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

export async function revalidate(url: string, token: string, categories: readonly string[]): Promise<RevalidationOutcome> {
  const lines: string[] = [];
  let pending = [...categories];
  let pass = 0;
  while (pending.length > 0 && pass < MAX_PASSES) {
    pass++;
    const started = performance.now();
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ categories: pending }),
    }).catch((error: unknown) => error as Error);
    if (response instanceof Error || !response.ok) {
      lines.push(`Revalidación fallida: ${response instanceof Error ? response.message : `HTTP ${response.status}`}`);
      return { ok: false, passes: pass, lines };
    }
    const body = (await response.json()) as { rebuilt: RevalidatedCategory[]; failed?: { category: string }[]; purgeTags: string[] };
    const ms = Math.round(performance.now() - started);
    const described = body.rebuilt.map((r) => `${r.category} (${r.products}${r.pendingDocuments > 0 ? `, ${r.pendingDocuments} fichas pendientes` : ""})`);
    lines.push(`Revalidado en ${ms} ms${pass > 1 ? ` (pasada ${pass})` : ""}: ${described.join(", ")}. Etiquetas a purgar: ${body.purgeTags.join(", ")}`);
    if (body.failed?.length) {
      lines.push(`Revalidación fallida para: ${body.failed.map((f) => f.category).join(", ")}`);
      return { ok: false, passes: pass, lines };
    }
    pending = body.rebuilt.filter((r) => r.pendingDocuments > 0).map((r) => r.category);
  }
  if (pending.length > 0) lines.push(`Quedan fichas pendientes tras ${MAX_PASSES} pasadas: ${pending.join(", ")}`);
  return { ok: pending.length === 0, passes: pass, lines };
}
