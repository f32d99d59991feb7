import { expect } from "vitest";

/**
 * What bots/misbehaving/python/escape-probe reports (its userdata) when the sandbox holds: it wrote
 * only in its own /tmp (empty again at its next move), it is pid 1 of a pid namespace of its own,
 * and, a strict box, it has no /proc at all (an empty read-only tmpfs covers it: no process, no
 * /proc/sys, no network file to read).
 */
export function expectContainedProbe(report: Record<string, unknown>): void {
  expect(report.tmp_before).toEqual([]);
  expect(report["/tmp/probe.txt"]).toBe("written");
  for (const path of [
    "/bot/probe.txt",
    "/probe.txt",
    "/usr/probe.txt",
    "/dev/probe.txt",
    "/proc/probe.txt",
  ]) {
    expect(report[path], path).toMatch(/Error/);
  }
  expect(String(report.interfaces)).toMatch(/No such file or directory/);
  expect(report.groups).toEqual([]);
  expect(report.processes).toEqual([]);
  expect(report.pid).toBe(1);
  expect(report.proc_sys).toBe(false);
}
