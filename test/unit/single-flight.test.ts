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

  it("joiners that give up on a stalled run start ONE new run between them, not one each (issue 18)", async () => {
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
});
