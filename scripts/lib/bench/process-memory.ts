import { readFileSync, writeFileSync } from "node:fs";

const memoryLine = (pid: number, name: string) =>
  Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

/** The process's resident memory now, in bytes, its peak reset to it (Linux's clear_refs). */
export function resetPeakMemory(pid: number): number {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  return memoryLine(pid, "VmRSS");
}

/** The process's peak resident memory since it started or `resetPeakMemory`, in bytes. */
export const peakMemory = (pid: number): number => memoryLine(pid, "VmHWM");
