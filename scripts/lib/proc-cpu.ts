import { readdirSync, readFileSync } from "node:fs";

/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const MS_PER_CLOCK_TICK = 10;

/**
 * CPU time (user + system) of one thread in ms, from /proc (Linux). Its resolution is a clock tick
 * (10 ms), so callers measure batches. utime and stime are fields 14 and 15 of stat(5); after the
 * command name, which may contain spaces, they are the 12th and 13th.
 */
export function threadCpuMs(pid: number | "self", tid: number | string): number {
  const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK;
}

/** CPU ms of every thread of a process, by thread id. */
export function processThreadsCpuMs(pid: number): Map<string, number> {
  return new Map(readdirSync(`/proc/${pid}/task`).map((tid) => [tid, threadCpuMs(pid, tid)]));
}

/** CPU ms the busiest thread of a process spent between two readings of processThreadsCpuMs. */
export function busiestThreadMs(before: Map<string, number>, after: Map<string, number>): number {
  return Math.max(...[...after].map(([tid, ms]) => ms - (before.get(tid) ?? 0)));
}
