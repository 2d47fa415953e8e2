/**
 * Calls POST /api/admin/revalidate for the categories the ingest touched. A category the invocation had
 * no KV operations left for comes back in `deferred` and is rebuilt in the next pass; one larger than
 * an invocation's operations comes back with `pendingDocuments`, and later passes write those documents
 * (`pendingOnly`: the worker reads only those products, not the category again) until every one is
 * written. Each pass is one more worker invocation.
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
  // Categories to rebuild (the first pass, and any an invocation deferred), and those whose build left documents to write.
  let rebuild = [...categories];
  let pending: string[] = [];
  let pass = 0;
  let purgeFailed = false;
  while ((rebuild.length > 0 || pending.length > 0) && pass < MAX_PASSES) {
    pass++;
    const started = performance.now();
    const rebuilding = rebuild.length > 0;
    const response = await fetch(url, {
      method: "POST",
      // A connection per pass: a local worker (workerd) closes a kept-alive connection after a pass of over
      // ~5 s, and Node's fetch would send the next pass on it and fail. A pass takes seconds: nothing is lost.
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, connection: "close" },
      body: JSON.stringify(rebuilding ? { categories: rebuild } : { categories: pending, pendingOnly: true }),
    }).catch((error: unknown) => error as Error);
    if (response instanceof Error || !response.ok) {
      lines.push(`Revalidación fallida: ${response instanceof Error ? response.message : `HTTP ${response.status}`}`);
      return { ok: false, passes: pass, lines };
    }
    const body = (await response.json()) as {
      rebuilt: RevalidatedCategory[];
      deferred?: string[];
      failed?: { category: string; error?: string }[];
      purgeTags: string[];
      purge?: PurgeReport;
    };
    const ms = Math.round(performance.now() - started);
    const described = body.rebuilt.map((r) => `${r.category} (${r.products}${r.pendingDocuments > 0 ? `, ${r.pendingDocuments} fichas pendientes` : ""})`);
    const deferred = body.deferred ?? [];
    lines.push(
      `Revalidado en ${ms} ms${pass > 1 ? ` (pasada ${pass})` : ""}: ${described.join(", ")}` +
        (deferred.length ? `; para la siguiente pasada: ${deferred.join(", ")}` : "") +
        `. Etiquetas a purgar: ${body.purgeTags.join(", ")}`,
    );
    if (body.purge) lines.push(purgeLine(body.purge));
    // The new data is served regardless (answers are keyed by version); a failed purge still needs an operator.
    if (body.purge?.status === "failed") purgeFailed = true;
    if (body.failed?.length) {
      lines.push(`Revalidación fallida para: ${body.failed.map((f) => (f.error ? `${f.category} (${f.error})` : f.category)).join(", ")}`);
      return { ok: false, passes: pass, lines };
    }
    const withPending = body.rebuilt.filter((r) => r.pendingDocuments > 0).map((r) => r.category);
    if (rebuilding) {
      rebuild = deferred;
      pending = [...new Set([...pending, ...withPending])];
    } else {
      // A deferred pending-only pass goes on as one: its categories' builds are in KV.
      pending = [...new Set([...withPending, ...deferred])];
    }
    if (body.rebuilt.length === 0) {
      lines.push(`Ninguna categoría avanzó en la pasada ${pass}: ${[...rebuild, ...pending].join(", ")}`);
      return { ok: false, passes: pass, lines };
    }
  }
  pending = [...rebuild, ...pending];
  if (pending.length > 0) lines.push(`Quedan fichas pendientes tras ${MAX_PASSES} pasadas: ${pending.join(", ")}`);
  return { ok: pending.length === 0 && !purgeFailed, passes: pass, lines };
}
