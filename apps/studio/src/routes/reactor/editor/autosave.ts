import type { Level } from "@rulekit/reactor";

/** localStorage key of the editor's work in progress. */
export const AUTOSAVE_KEY = "rulekit.reactor.editor.autosave";
/** Where an autosave that could not be restored is kept, so a newer studio never silently drops it. */
export const AUTOSAVE_BACKUP_KEY = "rulekit.reactor.editor.autosave.unrestored";

export interface Autosave {
  version: 1;
  fileName: string;
  /** The serialized level (the same document Save downloads). */
  level: unknown;
}

type Loaded = { ok: true; level: Level } | { ok: false; error: { message: string } };
type Loader = (json: unknown) => Loaded | Promise<Loaded>;

export type Restored = { ok: true; level: Level; fileName: string } | { ok: false; note: string | null };

/**
 * Reads the autosave back through the engine's loader (in the engine worker); anything unreadable, and a
 * loader that fails, is reported, never thrown.
 */
export async function restoreAutosave(saved: Autosave | undefined, load: Loader): Promise<Restored> {
  if (saved === undefined) return { ok: false, note: null };
  if (typeof saved !== "object" || saved === null || saved.version !== 1 || !("level" in saved)) {
    return { ok: false, note: "The autosaved work has an unknown shape and was not restored." };
  }
  const loaded = await Promise.resolve(saved.level)
    .then(load)
    .catch((error: Error): Loaded => ({ ok: false, error: { message: error.message } }));
  if (!loaded.ok) {
    return {
      ok: false,
      note: `The autosaved work could not be restored (kept under "${AUTOSAVE_BACKUP_KEY}"): ${loaded.error.message}`,
    };
  }
  const fileName = typeof saved.fileName === "string" && saved.fileName ? saved.fileName : "level.json";
  return { ok: true, level: loaded.level, fileName };
}
