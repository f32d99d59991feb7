import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FILE_ERROR, FileError, resolveInsideFolder } from "../../src/node/index.js";
import { scratch } from "./host-files.js";

function refusal(folder: string, relative: string): FileError {
  try {
    resolveInsideFolder(folder, relative);
  } catch (error) {
    if (error instanceof FileError) return error;
    throw error;
  }
  throw new Error(`${relative} was accepted`);
}

describe("resolveInsideFolder", () => {
  it("gives the path of a file inside, also through a symlink that stays inside", () => {
    const dir = scratch();
    mkdirSync(join(dir, "factions"));
    writeFileSync(join(dir, "factions", "ember.json"), "{}");
    symlinkSync(join(dir, "factions", "ember.json"), join(dir, "alias.json"));
    expect(resolveInsideFolder(dir, "factions/ember.json")).toBe(join(dir, "factions", "ember.json"));
    expect(resolveInsideFolder(dir, "alias.json")).toBe(join(dir, "alias.json"));
    expect(resolveInsideFolder(dir, "missing.json")).toBe(join(dir, "missing.json"));
  });

  it("refuses .., absolute paths and symlinks that lead out of the folder", () => {
    const outside = scratch();
    writeFileSync(join(outside, "secret.json"), "{}");
    const dir = scratch();
    symlinkSync(join(outside, "secret.json"), join(dir, "leak.json"));
    symlinkSync(outside, join(dir, "elsewhere"));
    for (const relative of ["../../etc/shadow", "/etc/shadow", "leak.json", "elsewhere/secret.json"]) {
      const error = refusal(dir, relative);
      expect(error.code, relative).toBe(FILE_ERROR.outsideFolder);
      expect(error.message).toMatch(/cannot read: /);
    }
    expect(refusal(dir, "leak.json").message).toContain(`outside ${dir}`);
  });
});
