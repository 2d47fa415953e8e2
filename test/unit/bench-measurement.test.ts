import { describe, expect, it } from "vitest";
import { withParam } from "../../scripts/bench/fresh-url";
import { processThreadsCpuMs, threadCpuMs } from "../../scripts/lib/proc-cpu";

describe("the benchmarks' measuring helpers", () => {
  it("adds a parameter to a path with or without a query", () => {
    expect(withParam("/categoria/tv", "_bench", 3)).toBe("/categoria/tv?_bench=3");
    expect(withParam("/categoria/tv?marca=LG", "_bench", "0-1")).toBe("/categoria/tv?marca=LG&_bench=0-1");
  });

  it.runIf(process.platform === "linux")("reads a thread's CPU time from /proc, and it grows with work", () => {
    const before = threadCpuMs("self", process.pid);
    // Spin until this process has used 50 ms more CPU (not wall time: the machine may be busy).
    const start = process.cpuUsage();
    let spin = 0;
    while (process.cpuUsage(start).user < 50_000) spin++;
    expect(spin).toBeGreaterThan(0);
    expect(threadCpuMs("self", process.pid)).toBeGreaterThan(before);
    expect(processThreadsCpuMs(process.pid).get(String(process.pid))).toBeGreaterThan(0);
  });
});
