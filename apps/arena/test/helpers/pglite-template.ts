import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrationsFolder, openDatabase } from "../../src/db/connect.js";

/**
 * A PGlite data folder with every migration applied, made once (keyed by the migrations' content)
 * and copied for each test: opening a new folder costs seconds, a copy of a made one does not.
 */
export async function pglTemplate(): Promise<string> {
  const folder = migrationsFolder();
  const hash = createHash("sha256");
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json"))
      hash.update(name).update(readFileSync(join(folder, name)));
  }
  const dir = join(tmpdir(), `rulekit-arena-pglite-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(join(dir, ".ready"))) return dir;
  const scratch = mkdtempSync(join(tmpdir(), "rulekit-arena-pglite-making-"));
  const database = await openDatabase({ kind: "pglite", dataDir: join(scratch, "data") });
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(scratch, "data"), dir, { recursive: true });
  writeFileSync(join(dir, ".ready"), "");
  rmSync(scratch, { recursive: true, force: true });
  return dir;
}

/** A fresh migrated data folder for one test, under `root`. */
export async function freshDataDir(root: string): Promise<string> {
  const dir = join(root, "data");
  cpSync(await pglTemplate(), dir, { recursive: true });
  rmSync(join(dir, ".ready"), { force: true });
  return dir;
}
