import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Firestore's billable operations as a proxy in front of the emulator counts them. */
export interface FirestoreCounts {
  /** Documents returned (a query's rows, a batchGet's found, a list's documents, a get). */
  reads: number;
  /** Writes in commits. */
  writes: number;
  /** Reads by what asked: a category's listing, the feed keys' projected query, reads by id (batchGet, get). */
  readsBy: { listing: number; keys: number; byId: number };
}

/**
 * A plain HTTP proxy to a Firestore emulator that counts document reads and writes the way Firestore
 * bills them (one read per document returned, one write per document in a commit), so a benchmark
 * can say what a run would cost. Point FIRESTORE_EMULATOR_HOST at `hostPort`.
 */
export async function countingFirestoreProxy(emulatorHostPort: string): Promise<{ hostPort: string; counts: FirestoreCounts; close(): void }> {
  const [host, port] = emulatorHostPort.split(":");
  const counts: FirestoreCounts = { reads: 0, writes: 0, readsBy: { listing: 0, keys: 0, byId: 0 } };
  const server: Server = createServer((incoming, outgoing) => {
    const requestChunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => requestChunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(requestChunks);
      const path = incoming.url ?? "";
      if (path.endsWith(":commit")) counts.writes += ((JSON.parse(body.toString() || "{}") as { writes?: unknown[] }).writes ?? []).length;
      const upstream = forward({ host, port: Number(port), path, method: incoming.method, headers: incoming.headers }, (answer) => {
        const answerChunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => answerChunks.push(chunk));
        answer.on("end", () => {
          const text = Buffer.concat(answerChunks);
          if ((answer.statusCode ?? 500) < 300) {
            const reads = readsIn(path, incoming.method ?? "GET", text.toString());
            counts.reads += reads;
            const kind = !path.endsWith(":runQuery") ? "byId" : body.includes('"select"') ? "keys" : "listing";
            counts.readsBy[kind] += reads;
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(text);
        });
      });
      upstream.on("error", () => outgoing.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { hostPort: `127.0.0.1:${(server.address() as AddressInfo).port}`, counts, close: () => server.close() };
}

function readsIn(path: string, method: string, text: string): number {
  try {
    const answer = JSON.parse(text) as unknown;
    if (path.endsWith(":runQuery")) return (answer as { document?: unknown }[]).filter((row) => row.document).length;
    if (path.endsWith(":batchGet")) return (answer as { found?: unknown }[]).filter((row) => row.found).length;
    if (method === "GET")
      return Array.isArray((answer as { documents?: unknown[] }).documents)
        ? (answer as { documents: unknown[] }).documents.length
        : (answer as { fields?: unknown }).fields
          ? 1
          : 0;
  } catch {
    /* not JSON: nothing counted */
  }
  return 0;
}
