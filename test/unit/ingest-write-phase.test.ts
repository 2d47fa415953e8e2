import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { emulatorTarget } from "../../worker/feeds/firestore-writer";
import { writeChanged, type ValidRecord } from "../../scripts/lib/ingest/write-phase";

/**
 * A stand-in for Firestore's REST API: batchGet finds nothing, and a commit that holds a document
 * whose id starts with "refused-" is refused the way Firestore refuses one (400 with an error body).
 */
let server: Server | null = null;
const commits: string[][] = [];
afterEach(() => {
  server?.close();
  server = null;
  commits.length = 0;
});

async function standIn(): Promise<string> {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const parsed = JSON.parse(body || "{}") as { documents?: string[]; writes?: { update: { name: string } }[] };
      res.setHeader("Content-Type", "application/json");
      if (req.url!.endsWith(":batchGet")) {
        res.end(JSON.stringify(parsed.documents!.map((name) => ({ missing: name }))));
      } else if (req.url!.endsWith(":commit")) {
        const ids = parsed.writes!.map((w) => w.update.name.split("/").pop()!);
        commits.push(ids);
        if (ids.some((id) => id.startsWith("refused-"))) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { code: 400, message: "Document exceeds maximum size", status: "INVALID_ARGUMENT" } }));
        } else res.end(JSON.stringify({ writeResults: ids.map(() => ({})) }));
      } else {
        res.statusCode = 404;
        res.end("{}");
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `127.0.0.1:${(server!.address() as { port: number }).port}`;
}

const record = (id: string, category: ValidRecord["category"] = "tv"): ValidRecord => ({
  id,
  category,
  data: { title: category, brand: "Marca", model: id, year: 2024, amazon: { affiliateLink: "https://www.amazon.es/dp/X", price: 100 } },
});

describe("a refused batch is reported and never stops the rest", () => {
  it("reports which records the refused batch held, writes the other batches and categories, and lists them for revalidation", async () => {
    const target = emulatorTarget(await standIn(), "demo-x");
    const records = [record("a"), record("b"), record("refused-c"), record("d"), record("e"), record("m", "mobile")];
    const outcome = await writeChanged(target, records, new Date("2026-11-23T08:00:00Z"), undefined, 2);
    expect(commits).toEqual([["a", "b"], ["refused-c", "d"], ["e"], ["m"]]);
    expect(outcome.failures).toEqual([{ category: "tv", ids: ["refused-c", "d"], message: "HTTP 400: Document exceeds maximum size" }]);
    expect(outcome.counts).toMatchObject({ new: 4, changed: 0, unchanged: 0 });
    expect(outcome.touched).toEqual(["tv", "mobile"]);
  });

  it("a category whose every batch is refused is not touched, and an unreachable Firestore is a report line", async () => {
    const target = emulatorTarget(await standIn(), "demo-x");
    const refused = await writeChanged(target, [record("refused-1"), record("ok", "mobile")], new Date());
    expect(refused.touched).toEqual(["mobile"]);
    const unreachable = await writeChanged(emulatorTarget("127.0.0.1:1", "demo-x"), [record("a")], new Date());
    expect(unreachable.touched).toEqual([]);
    expect(unreachable.failures).toEqual([{ category: "tv", ids: ["a"], message: expect.stringMatching(/^no se pudo leer "TV Data"/) }]);
  });
});
