import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FILE_ERROR, stageFileAtomic } from "../../src/node/index.js";
import { codeOf, scratch, strays } from "./host-files.js";

describe("stageFileAtomic (files written together, then put in place)", () => {
  it("changes nothing until commit; discard leaves every old file and no temporary file", () => {
    const dir = scratch();
    writeFileSync(join(dir, "a.json"), "old a\n");
    writeFileSync(join(dir, "b.json"), "old b\n");
    const staged = [
      stageFileAtomic(join(dir, "a.json"), "new a\n"),
      stageFileAtomic(join(dir, "b.json"), "new b\n"),
    ];
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe("old a\n");
    expect(strays(dir, ["a.json", "b.json"])).toHaveLength(2);
    for (const file of staged) file.discard();
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe("old a\n");
    expect(readFileSync(join(dir, "b.json"), "utf8")).toBe("old b\n");
    expect(strays(dir, ["a.json", "b.json"])).toEqual([]);
  });

  it("commits each file whole; a discard after commit changes nothing", () => {
    const dir = scratch();
    writeFileSync(join(dir, "a.json"), "old a\n");
    const staged = [
      stageFileAtomic(join(dir, "a.json"), "new a\n"),
      stageFileAtomic(join(dir, "c.json"), "new c\n"),
    ];
    for (const file of staged) file.commit();
    for (const file of staged) file.discard();
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe("new a\n");
    expect(readFileSync(join(dir, "c.json"), "utf8")).toBe("new c\n");
    expect(strays(dir, ["a.json", "c.json"])).toEqual([]);
  });

  it("verify and commit refuse a target replaced by a directory meanwhile, and remove the temporary file", () => {
    const dir = scratch();
    const path = join(dir, "a.json");
    writeFileSync(path, "old\n");
    const staged = stageFileAtomic(path, "new\n");
    rmSync(path);
    mkdirSync(path);
    expect(codeOf(() => staged.verify())).toBe(FILE_ERROR.notRegularFile);
    expect(codeOf(() => staged.commit())).toBe(FILE_ERROR.notRegularFile);
    expect(strays(dir, ["a.json"])).toEqual([]);
  });
});
