import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serveArena } from "../src/index.js";
import { tempRoot } from "./helpers/git-bot.js";

/**
 * What `--data` may name: a new or empty folder, or an arena database. A folder of other files
 * (`--data ~` by mistake) is refused before PostgreSQL's files are written among them, and a file in
 * the way gets a sentence, not an errno.
 */
const root = tempRoot("rulekit-arena-folder-");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const refusal = (dataDir: string) =>
  serveArena({ dataDir, port: 0 }).then(
    (started) => started.close().then(() => null),
    (error: unknown) => (error as Error).message,
  );

describe("the data folder", () => {
  it("refuses a folder that holds other files and leaves it exactly as it was", async () => {
    const home = join(root, "home");
    mkdirSync(join(home, "photos"), { recursive: true });
    writeFileSync(join(home, "notes.txt"), "mine");
    expect(await refusal(home)).toBe(
      `the data folder ${home} holds 2 other entries and no arena database: give a new or empty folder (nothing was written)`,
    );
    expect(readdirSync(home).sort()).toEqual(["notes.txt", "photos"]);
    expect(readdirSync(join(home, "photos"))).toEqual([]);
    expect(readFileSync(join(home, "notes.txt"), "utf8")).toBe("mine");
  });

  it("says a file is in the way, for the folder itself or a parent", async () => {
    const file = join(root, "a-file");
    writeFileSync(file, "x");
    expect(await refusal(file)).toBe(`the data folder ${file} cannot be made: a file is in the way`);
    expect(await refusal(join(file, "event"))).toBe(
      `the data folder ${join(file, "event")} cannot be made: a file is in the way`,
    );
    expect(readFileSync(file, "utf8")).toBe("x");
  });

  it("takes an empty folder and opens it again as the arena database it became", async () => {
    const empty = join(root, "empty");
    mkdirSync(empty);
    expect(await refusal(empty)).toBeNull();
    expect(readdirSync(empty)).toContain("PG_VERSION");
    expect(await refusal(empty)).toBeNull();
  });
});
