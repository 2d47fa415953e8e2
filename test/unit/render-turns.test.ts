import { describe, expect, it } from "vitest";
import { RenderTurns } from "../../worker/data/render-turns";

/** A piece of work that runs until released, recording when it started. */
function held(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: async () => (log.push(name), await done, name), release };
}

/** Lets every queued continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("renders that take turns", () => {
  it("runs at most `limit` at once and the rest in the order they came, each as a turn is given back", async () => {
    const turns = new RenderTurns(2);
    const log: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => held(log, name));
    const results = [a, b, c, d].map((h) => turns.take(h.work));
    await settle();
    expect(log).toEqual(["a", "b"]);
    expect(turns.queued).toBe(2);
    b.release();
    await settle();
    expect(log).toEqual(["a", "b", "c"]);
    a.release();
    await settle();
    expect(log).toEqual(["a", "b", "c", "d"]);
    expect(turns.queued).toBe(0);
    c.release();
    d.release();
    await expect(Promise.all(results)).resolves.toEqual(["a", "b", "c", "d"]);
  });

  it("gives the turn back when the work fails, and the failure reaches its caller", async () => {
    const turns = new RenderTurns(1);
    await expect(turns.take(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    await expect(turns.take(async () => "next")).resolves.toBe("next");
    // A fresh turn once nothing runs: none is left held by the failure.
    const log: string[] = [];
    const first = held(log, "first");
    const second = held(log, "second");
    const both = [turns.take(first.work), turns.take(second.work)];
    await settle();
    expect(log).toEqual(["first"]);
    first.release();
    second.release();
    await expect(Promise.all(both)).resolves.toEqual(["first", "second"]);
  });
});
