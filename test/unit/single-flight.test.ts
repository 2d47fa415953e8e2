import { describe, expect, it } from "vitest";
import { SingleFlight } from "../../worker/data/single-flight";

describe("SingleFlight", () => {
  it("callers asking while a run is under way share it", async () => {
    const flight = new SingleFlight<number>(1_000);
    let starts = 0;
    const start = () => new Promise<number>((resolve) => setTimeout(() => resolve(++starts), 10));
    const results = await Promise.all(Array.from({ length: 10 }, () => flight.run("k", start).promise));
    expect(results).toEqual(Array(10).fill(1));
    expect(starts).toBe(1);
  });

  it("joiners that give up on a stalled run start ONE new run between them, not one each", async () => {
    const flight = new SingleFlight<string>(20);
    let starts = 0;
    const start = () => {
      starts++;
      // The first run never ends (its request was cancelled); the next one answers.
      return starts === 1 ? new Promise<string>(() => undefined) : Promise.resolve("again");
    };
    flight.run("stamp", start);
    const joiners = await Promise.all(Array.from({ length: 50 }, () => flight.run("stamp", start).promise));
    expect(joiners).toEqual(Array(50).fill("again"));
    expect(starts).toBe(2);
  });

  it("settled() waits for every run under way, a failing one too, and no longer", async () => {
    const flight = new SingleFlight<string>(1_000);
    const ended: string[] = [];
    const after = (ms: number, outcome: "ok" | "fails") => () =>
      new Promise<string>((resolve, reject) =>
        setTimeout(() => {
          ended.push(`${outcome} ${ms}`);
          if (outcome === "ok") resolve("done");
          else reject(new Error("source down"));
        }, ms),
      );
    void flight.run("a", after(30, "ok")).promise;
    flight.run("b", after(60, "fails")).promise.catch(() => undefined);
    await flight.settled();
    expect(ended).toEqual(["ok 30", "fails 60"]);
    await flight.settled(); // nothing running: resolves at once
  });
});
