import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, inject, it } from "vitest";
import { FIRST_SCREEN_LINES, firstScreenProgram } from "./helpers/first-screen.js";
import { publishable, repoRoot } from "./helpers/publishable.js";

/**
 * Each published package's README (as its tarball carries it, so as the registry shows it) has, on its
 * first screen, a complete program a newcomer can paste: it runs in that package's own npm project
 * (the package, its own dependencies and its required peers: helpers/projects.ts) and exits 0.
 */
const tarballs = inject("tarballs");
const projects = inject("projects");
const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc");

const readmeOf = (tarball: string) =>
  spawnSync("tar", ["-xzOf", tarball, "package/README.md"], { encoding: "utf8" }).stdout;

describe.each(publishable)("$manifest.name README", ({ manifest }) => {
  it("shows a complete program on its first screen, and it runs against the installed tarball", () => {
    const program = firstScreenProgram(readmeOf(tarballs[manifest.name]!));
    if (typeof program === "string") throw new Error(`${manifest.name} README: ${program}`);
    expect(program.endLine, "the program ends on the README's first screen").toBeLessThanOrEqual(
      FIRST_SCREEN_LINES,
    );
    const project = projects[manifest.name]!;
    // Its own folder inside the project: node_modules is found, nothing it writes lands next to others.
    const dir = mkdtempSync(join(project, "first-screen-"));
    let run: ReturnType<typeof spawnSync>;
    if (program.kind === "sh") {
      const env = {
        ...process.env,
        NO_COLOR: "1",
        PATH: `${join(project, "node_modules", ".bin")}:${process.env.PATH}`,
      };
      run = spawnSync("bash", ["-euo", "pipefail", "-c", program.code], {
        cwd: dir,
        env,
        encoding: "utf8",
        timeout: 120_000,
      });
    } else {
      if (program.kind === "ts") {
        writeFileSync(join(dir, "first-screen.ts"), program.code);
        writeFileSync(
          join(dir, "tsconfig.json"),
          JSON.stringify({
            compilerOptions: {
              strict: true,
              noEmit: true,
              target: "es2022",
              module: "nodenext",
              moduleResolution: "nodenext",
              types: ["node"],
              typeRoots: [join(repoRoot, "node_modules", "@types")],
            },
            files: ["first-screen.ts"],
          }),
        );
        writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
        const check = spawnSync(process.execPath, [tsc, "-p", dir], { encoding: "utf8" });
        expect(`${check.stdout}${check.stderr}`, "the program type-checks").toBe("");
      }
      const js =
        program.kind === "ts"
          ? ts.transpileModule(program.code, {
              compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
            }).outputText
          : program.code;
      writeFileSync(join(dir, "first-screen.mjs"), js);
      run = spawnSync(process.execPath, ["first-screen.mjs"], {
        cwd: dir,
        encoding: "utf8",
        timeout: 120_000,
      });
    }
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(String(run.stdout).trim(), "the program shows what it did").not.toBe("");
  });
});
