import { describe, expect, it } from "vitest";
import { BOX_UID_RANGE, newBoxIdentity } from "../src/sandbox/box-identity.js";
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
    maxProcesses: 8,
  },
  identity: { kind: "host-uid", uid: 0x7000_1234 },
};

function pairAfter(args: string[], flag: string): string[][] {
  const out: string[][] = [];
  args.forEach((arg, i) => {
    if (arg === flag) out.push(args.slice(i + 1, i + 3));
  });
  return out;
}
const valuesAfter = (args: string[], flag: string) =>
  args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));

describe("buildBwrapArgs", () => {
  const args = buildBwrapArgs(spec);
  const separator = args.indexOf("--");
  const options = args.slice(0, separator);

  it("as root: no user namespace (it would map the box to host root), every other namespace new", () => {
    expect(options).not.toContain("--unshare-all");
    expect(options).not.toContain("--unshare-user");
    expect(options).not.toContain("--uid");
    for (const ns of ["pid", "net", "ipc", "uts", "cgroup"]) expect(options).toContain(`--unshare-${ns}`);
    expect(options).toContain("--die-with-parent");
    expect(options).toContain("--new-session");
    expect(options).not.toContain("--share-net");
  });

  it("keeps only the supervisor's few capabilities (after dropping all), and the box uid goes to it", () => {
    expect(options.indexOf("--cap-drop")).toBeLessThan(options.indexOf("--cap-add"));
    expect(valuesAfter(options, "--cap-drop")).toEqual(["ALL"]);
    expect(valuesAfter(options, "--cap-add").sort()).toEqual(
      ["CAP_KILL", "CAP_SETGID", "CAP_SETPCAP", "CAP_SETUID", "CAP_SYS_ADMIN"].sort(),
    );
    expect(args.slice(separator + 1)[6]).toBe(String(0x7000_1234));
  });

  it("without root: a user namespace mapping the runner to 65534, and no uid switch in the box", () => {
    const user = buildBwrapArgs({ ...spec, identity: { kind: "user-namespace" } });
    const cut = user.indexOf("--");
    expect(user.slice(0, cut).join(" ")).toContain("--unshare-all --uid 65534 --gid 65534 --cap-drop ALL");
    expect(valuesAfter(user.slice(0, cut), "--cap-add")).not.toContain("CAP_SETUID");
    expect(user.slice(cut + 1)[6]).toBe("-");
  });

  it("gives a /tmp mount point (each run gets a fresh tmpfs), a fresh /proc and a read-only /dev and root", () => {
    const text = options.join(" ");
    expect(text).toContain("--dir /tmp");
    expect(text).not.toContain("--tmpfs /tmp");
    expect(text).toContain("--proc /proc");
    expect(text).toContain("--dev /dev");
    expect(text).toMatch(/--remount-ro \/dev --remount-ro \/ --chdir \/ /);
  });

  it("can give a /dev holding only /dev/null (the compiler must not read /dev/zero)", () => {
    const text = buildBwrapArgs({ ...spec, devices: "null-only" }).join(" ");
    expect(text).not.toContain("--dev /dev");
    expect(text).toContain("--dev-bind /dev/null /dev/null");
  });

  it("creates every parent folder of a mount itself (bwrap's own would be 0700, closed to the box uid)", () => {
    const dirs = valuesAfter(options, "--dir");
    expect(dirs).toEqual(expect.arrayContaining(["/usr", "/usr/bin", "/.rk"]));
    expect(dirs.indexOf("/usr")).toBeLessThan(dirs.indexOf("/usr/bin"));
    expect(options.lastIndexOf("--dir")).toBeLessThan(options.indexOf("--ro-bind"));
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

  it("runs the supervisor with the profile, whole-number limits, box uid, tmp and collect, then the command", () => {
    expect(args.slice(separator + 1)).toEqual([
      SUPERVISOR_TARGET,
      "strict",
      String(256 * 1024 * 1024),
      "1024",
      "64",
      "8",
      String(0x7000_1234),
      String(16 * 1024 * 1024),
      "4096",
      "-",
      "0",
      "-",
      "/bot",
      "0",
      "--",
      "/usr/bin/python3.11",
      "-I",
      "/bot/main.py",
    ]);
    const collecting = buildBwrapArgs({ ...spec, collect: { path: "/tmp/bot", maxBytes: 99 } });
    expect(collecting.slice(collecting.indexOf("--") + 10, collecting.indexOf("--") + 12)).toEqual([
      "/tmp/bot",
      "99",
    ]);
  });

  it("stages the bot's own files read-only for the box to copy, and makes the copies' mount points", () => {
    const copying = buildBwrapArgs({
      ...spec,
      mounts: spec.mounts.filter((m) => m.target !== "/bot"),
      copies: [
        { source: "/cache/cpp/abc/bot", target: "/exe/bot", file: true },
        { source: "/work/snapshot", target: "/bot" },
      ],
    });
    const cut = copying.indexOf("--");
    expect(pairAfter(copying.slice(0, cut), "--ro-bind")).toEqual(
      expect.arrayContaining([
        ["/cache/cpp/abc/bot", "/.rk/copies/0"],
        ["/work/snapshot", "/.rk/copies/1"],
      ]),
    );
    expect(valuesAfter(copying.slice(0, cut), "--dir")).toEqual(expect.arrayContaining(["/exe", "/bot"]));
    const tail = copying.slice(cut + 1);
    expect(tail.slice(12, 18)).toEqual(["/bot", "2", "/.rk/copies/0", "/exe/bot", "/.rk/copies/1", "/bot"]);
    expect(tail[18]).toBe("--");
  });

  it("gives the supervisor a prestarted box's CPU backstop in whole seconds, or '-' for a box that execs at the go", () => {
    const prestarted = buildBwrapArgs({ ...spec, prestart: { cpuSeconds: 2.2 } });
    const tail = prestarted.slice(prestarted.indexOf("--") + 1);
    expect(tail[11]).toBe("3");
    expect(tail[12]).toBe("/bot");
    const plain = args.slice(separator + 1);
    expect(plain[11]).toBe("-");
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

describe("newBoxIdentity", () => {
  it("as root: a fresh uid from the box range, never 0 and never an account's", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const identity = newBoxIdentity(0);
      if (identity.kind !== "host-uid") throw new Error("expected a host uid");
      expect(identity.uid).toBeGreaterThanOrEqual(BOX_UID_RANGE.first);
      expect(identity.uid).toBeLessThan(BOX_UID_RANGE.first + BOX_UID_RANGE.count);
      seen.add(identity.uid);
    }
    expect(seen.size).toBeGreaterThan(190);
  });

  it("without root: the user namespace", () => {
    expect(newBoxIdentity(1000)).toEqual({ kind: "user-namespace" });
  });
});
