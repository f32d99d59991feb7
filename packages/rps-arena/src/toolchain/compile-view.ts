import { existsSync, mkdtempSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, normalize, resolve } from "node:path";
import { InfrastructureError } from "../faults.js";
import { dedupeMounts, type Mount } from "../sandbox/mounts.js";
import { runHostCommand, whichCommand } from "../util/host-command.js";
import { CPP_FLAGS, CPP_LINK_FLAGS, type GxxToolchain, NLOHMANN_JSON_HEADER } from "./gxx.js";
import { sharedLibraryMounts } from "./shared-libraries.js";

/**
 * A program of our own, built once on the host (never a bot's): what g++ runs and reads for it is
 * what every static C++17 bot build uses, since bots add no flags and no library.
 */
const PROBE_SOURCE = [
  "#include <cmath>",
  "#include <iostream>",
  "#include <thread>",
  "int main() {",
  "  std::thread t([] {});",
  "  t.join();",
  '  std::cout << std::sqrt(2.0) << "\\n";',
  "}",
  "",
].join("\n");

const cache = new Map<string, Mount[]>();

/**
 * The compile sandbox's view of the host: the toolchain a static C++17 build needs and nothing
 * else — never `/usr` whole, so no operator file (`/usr/local`, other tools) can be read with
 * `.incbin` or `#include`, nor seen with `__has_include`. Found by building a probe of our own with
 * `g++ -v -Wl,--trace` (the same flags as a bot's build) and mounting exactly what it used:
 * - the compiler driver, and the tools it runs from PATH (`as`, and `ld`, which collect2 runs);
 * - gcc's own folder (`-print-libgcc-file-name`'s: cc1plus, collect2, the LTO plugin, crt*.o,
 *   libstdc++.a, libgcc.a, gcc's own headers);
 * - the header folders of the `#include <…>` search list (`/usr/include` and below; `/usr/local` never);
 * - every other file the linker opened (crt1.o, crti.o, crtn.o, libc.a, libm.a and the archives it names);
 * - the shared libraries those programs load, where the loader looks for them (ldd of host binaries).
 * Each is read-only. Cached per process; InfrastructureError if the host's g++ cannot build the probe.
 */
export function compileView(gxx: GxxToolchain): Mount[] {
  const known = cache.get(gxx.executable);
  if (known) return known;
  const work = mkdtempSync(join(tmpdir(), "rulekit-gxx-probe-"));
  try {
    writeFileSync(join(work, "probe.cpp"), PROBE_SOURCE);
    const built = runHostCommand(
      gxx.executable,
      ["-v", ...CPP_FLAGS, ...CPP_LINK_FLAGS, "-Wl,--trace", "-o", "probe", "probe.cpp"],
      { cwd: work, timeoutMs: 120_000 },
    );
    if (!built.ok) {
      throw new InfrastructureError(
        `${gxx.executable} cannot build a static C++17 program on this host: ${(built.error ?? built.stderr).slice(-600)}`,
      );
    }
    const output = `${built.stderr}\n${built.stdout}`;
    const gccDir = dirname(realpathSync(printed(gxx, "-print-libgcc-file-name")));
    const programs = [
      gxx.executable,
      ...[...invokedPrograms(output), toolPath(gxx, "as"), toolPath(gxx, "ld")].filter(
        (p): p is string => p !== null,
      ),
    ];
    const headers = nonNested([...includeDirs(output), dirname(dirname(NLOHMANN_JSON_HEADER))]).filter(
      (dir) => !within(dir, gccDir),
    );
    const inputs = linkInputs(output, work).filter((file) => !within(file, gccDir));
    const mounts = dedupeMounts([
      { source: gccDir, target: gccDir },
      ...programs.filter((p) => !within(p, gccDir)).map((p) => ({ source: realpathSync(p), target: p })),
      ...headers.map((dir) => ({ source: realpathSync(dir), target: dir })),
      ...inputs.map((file) => ({ source: realpathSync(file), target: file })),
      ...sharedLibraryMounts([...new Set(programs.map((p) => realpathSync(p)))]),
    ]);
    for (const mount of mounts) {
      const trusted = ["/usr/", "/lib/", "/lib64/", "/lib32/", "/libx32/"].some((top) =>
        mount.target.startsWith(top),
      );
      if (!trusted || within(mount.target, "/usr/local")) {
        throw new InfrastructureError(
          `the C++ toolchain uses ${mount.target}, outside /usr and the system library folders (not supported)`,
        );
      }
    }
    cache.set(gxx.executable, mounts);
    return mounts;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function printed(gxx: GxxToolchain, option: string): string {
  const run = runHostCommand(gxx.executable, [option]);
  const value = run.stdout.trim();
  if (!run.ok || value === "") throw new InfrastructureError(`${gxx.executable} ${option} failed`);
  return value;
}

/** Where a tool the driver runs by bare name (`as`, `ld`) is found: on PATH, as in the box. */
function toolPath(gxx: GxxToolchain, tool: string): string | null {
  const named = printed(gxx, `-print-prog-name=${tool}`);
  return isAbsolute(named) ? named : whichCommand(named);
}

/** Programs `g++ -v` says it ran (` /path/cc1plus …`, ` as …`, ` /path/collect2 …`). */
function invokedPrograms(output: string): string[] {
  const found: string[] = [];
  for (const line of output.split("\n")) {
    const match = /^ (\S+) /.exec(line);
    if (!match) continue;
    const command = match[1]!;
    const path = isAbsolute(command) ? command : /^[\w.+-]+$/.test(command) ? whichCommand(command) : null;
    if (path && isExecutableFile(path)) found.push(normalize(path));
  }
  return [...new Set(found)];
}

/** The `#include <…>` search list of `g++ -v`, as existing folders (never under /usr/local). */
function includeDirs(output: string): string[] {
  const lines = output.split("\n");
  const start = lines.findIndex((l) => l.startsWith("#include <...> search starts here:"));
  const end = lines.findIndex((l, i) => i > start && l.startsWith("End of search list."));
  if (start < 0 || end < 0) throw new InfrastructureError("g++ -v printed no include search list");
  return lines
    .slice(start + 1, end)
    .map((l) => normalize(l.trim()))
    .filter((dir) => isAbsolute(dir) && !within(dir, "/usr/local") && existsSync(dir));
}

/** Files the linker opened (`-Wl,--trace`: one path per line), but the probe's own. */
function linkInputs(output: string, work: string): string[] {
  const files = new Set<string>();
  for (const line of output.split("\n")) {
    const path = line.trim();
    if (!/^\/\S+$/.test(path)) continue;
    const full = resolve(path);
    if (within(full, work) || within(full, tmpdir())) continue;
    try {
      if (statSync(full).isFile()) files.add(full);
    } catch {
      // not a file the linker read
    }
  }
  return [...files].sort();
}

/** Folders none of which lies inside another of them. */
function nonNested(dirs: readonly string[]): string[] {
  const unique = [...new Set(dirs.map((d) => normalize(d)))].sort();
  return unique.filter((dir) => !unique.some((other) => other !== dir && within(dir, other)));
}

function within(path: string, dir: string): boolean {
  return path === dir || path.startsWith(`${dir.replace(/\/$/, "")}/`);
}

function isExecutableFile(path: string): boolean {
  try {
    const stat = statSync(path);
    return stat.isFile() && (stat.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}
