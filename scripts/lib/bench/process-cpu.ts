import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * The CPU time a process has used, user and system, in clock ticks, from the text of its
 * `/proc/PID/stat`: fields 14 (utime) and 15 (stime). The command name in field 2 is in
 * parentheses and may itself hold spaces and parentheses, so the fields are counted after its
 * last closing parenthesis.
 */
export function cpuTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [utime, stime] = [Number(fields[14 - 3]), Number(fields[15 - 3])];
  if (!Number.isSafeInteger(utime) || !Number.isSafeInteger(stime)) {
    throw new Error(`No CPU times in /proc/PID/stat: ${stat.slice(0, 200)}`);
  }
  return utime + stime;
}

let ticksPerSecond: number | undefined;

/** The CPU time process `pid` has used so far, in milliseconds (Linux only). */
export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  return (cpuTicks(readFileSync(`/proc/${pid}/stat`, "utf8")) * 1000) / ticksPerSecond;
}
