import { expect } from "vitest";

/**
 * What bots/misbehaving/python/escape-probe reports (its userdata) when the sandbox holds: it wrote
 * only in its own /tmp (empty again at its next move), it is alone in its pid namespace with no
 * /proc/sys, and it sees no network interface but lo.
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
  expect(report.interfaces).toEqual(["lo"]);
  expect(report.groups).toEqual([]);
  expect(report.processes).toEqual(["1"]);
  expect(report.pid).toBe(1);
  expect(report.proc_sys).toBe(false);
}
