import { describe, expect, it } from "vitest";
import { buildBwrapArgs, type SandboxSpec, SUPERVISOR_TARGET } from "../src/sandbox/bwrap-args.js";
import { dedupeMounts } from "../src/sandbox/mounts.js";

const spec: SandboxSpec = {
  supervisor: "/cache/supervisor-abc",
  mounts: [
    { source: "/host/python3.11", target: "/usr/bin/python3.11" },
    { source: "/work/snapshot", target: "/bot" },
    { source: "/work/out", target: "/out", writable: true },
  ],
  tmpBytes: 16 * 1024 * 1024,
  cwd: "/bot",
  env: { PATH: "/usr/bin", HOME: "/tmp" },
  argv: ["/usr/bin/python3.11", "-I", "/bot/main.py"],
  profile: "strict",
  limits: {
    addressSpaceBytes: 256 * 1024 * 1024 + 0.5,
    fileSizeBytes: 1024,
    maxOpenFiles: 64,
  },
};

function pairAfter(args: string[], flag: string): string[][] {
  const out: string[][] = [];
  args.forEach((arg, i) => {
    if (arg === flag) out.push(args.slice(i + 1, i + 3));
  });
  return out;
}

describe("buildBwrapArgs", () => {
  const args = buildBwrapArgs(spec);
  const separator = args.indexOf("--");

  it("unshares every namespace (network included) and drops to nobody without capabilities", () => {
    const options = args.slice(0, separator);
    expect(options).toContain("--unshare-all");
    expect(options).toContain("--die-with-parent");
    expect(options).toContain("--new-session");
    expect(options.join(" ")).toContain("--uid 65534 --gid 65534 --cap-drop ALL");
    expect(options).not.toContain("--share-net");
  });

  it("gives a size-capped private /tmp, a fresh /proc and a read-only /dev and root", () => {
    const options = args.slice(0, separator).join(" ");
    expect(options).toContain(`--size ${16 * 1024 * 1024} --tmpfs /tmp`);
    expect(options).toContain("--proc /proc");
    expect(options).toContain("--dev /dev");
    expect(options).toMatch(/--remount-ro \/dev --remount-ro \/ /);
  });

  it("binds mounts read-only unless writable, and remounts the root read-only after them", () => {
    expect(pairAfter(args, "--ro-bind")).toEqual([
      ["/host/python3.11", "/usr/bin/python3.11"],
      ["/work/snapshot", "/bot"],
      ["/cache/supervisor-abc", SUPERVISOR_TARGET],
    ]);
    expect(pairAfter(args, "--bind")).toEqual([["/work/out", "/out"]]);
    expect(args.lastIndexOf("--ro-bind")).toBeLessThan(args.indexOf("--remount-ro"));
  });

  it("clears the environment and sets only the given variables", () => {
    const clear = args.indexOf("--clearenv");
    expect(clear).toBeGreaterThan(0);
    expect(pairAfter(args, "--setenv")).toEqual([
      ["HOME", "/tmp"],
      ["PATH", "/usr/bin"],
    ]);
    expect(args.indexOf("--setenv")).toBeGreaterThan(clear);
  });

  it("runs the supervisor with the profile and whole-number rlimits, then the command", () => {
    expect(args.slice(separator + 1)).toEqual([
      SUPERVISOR_TARGET,
      "strict",
      String(256 * 1024 * 1024),
      "1024",
      "64",
      "--",
      "/usr/bin/python3.11",
      "-I",
      "/bot/main.py",
    ]);
  });

  it("mounts each target once (the first mount wins)", () => {
    const mounts = dedupeMounts([
      { source: "/a", target: "/lib/x.so" },
      { source: "/b", target: "/lib/x.so" },
      { source: "/c", target: "/lib/y.so" },
    ]);
    expect(mounts.map((m) => m.source)).toEqual(["/a", "/c"]);
  });
});
