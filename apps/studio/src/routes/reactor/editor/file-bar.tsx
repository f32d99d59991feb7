import type { Level } from "@rulekit/reactor";
import { type ReactNode, useRef, useState } from "react";
import { downloadJson, type JsonFileResult } from "../../../lib/files.ts";
import { JsonFileInput } from "../../../lib/json-file-input.tsx";
import { useNavigate } from "../../../lib/router.tsx";
import { engineClient } from "../engine/engine-client.ts";
import type { EditorAction } from "./editor-state.ts";
import { LEVEL_LIBRARY } from "./level-library.ts";
import { openResult } from "./open-level.ts";
import { starterLevelOfSize } from "./starter.ts";
import { levelFromTutorial, TUTORIALS } from "./tutorials.ts";

/** Id of the phone's folded new/open actions (the New or open button controls it). */
const FILE_ACTIONS_ID = "rx-file-actions";

/**
 * New / open (bundled or from disk) / save / run, undo and redo. On a phone (`compact`) the new and open
 * actions fold behind one button, so the bar is two short rows over the map; a level opened folds them again.
 */
export function FileBar(props: {
  /** The phone layout (chosen by the editor when it opens). */
  compact: boolean;
  level: Level;
  fileName: string;
  errors: number;
  /** True until the level's first check is back: it may have errors nobody has seen yet. */
  unchecked: boolean;
  canUndo: boolean;
  canRedo: boolean;
  dispatch: (a: EditorAction) => void;
}) {
  const { dispatch } = props;
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const [library, setLibrary] = useState(LEVEL_LIBRARY[0]?.name ?? "");
  const [tutorial, setTutorial] = useState(TUTORIALS[0]?.name ?? "");
  const [actionsOpen, setActionsOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  /** A level was made or opened: on a phone the actions fold, and the focus goes back to their button. */
  const loaded = (level: Level, fileName: string, text: string) => {
    dispatch({ type: "load", level, fileName });
    setMessage({ tone: "ok", text });
    if (props.compact) {
      setActionsOpen(false);
      menuButton.current?.focus();
    }
  };
  const blocked = props.errors > 0 || props.unchecked;
  const why = props.unchecked ? "The level is being checked" : "Fix the validation errors first";
  /** A failure to reach the engine is shown like any other; the current work is never touched. */
  const failed = (what: string) => (error: Error) =>
    setMessage({ tone: "error", text: `${what}: ${error.message}. Your current work was kept.` });
  const open = async (result: JsonFileResult) => {
    // The engine reads the file's text with its own bounds (size, nesting): a deeply nested file could not
    // even be posted to the worker as an object.
    const read = result.ok ? await engineClient().load(JSON.stringify(result.data)) : null;
    const outcome = openResult(result, () => read!);
    if (outcome.ok) {
      loaded(outcome.level, outcome.fileName, `Opened ${outcome.fileName}.`);
    } else {
      setMessage({ tone: "error", text: outcome.message });
    }
  };
  const newAndOpen: ReactNode = (
    <>
      <form
        className="rx-row"
        aria-label="New level"
        onSubmit={(e) => {
          e.preventDefault();
          // One size control: a new level has the current size; the Level panel resizes it.
          const { width, height } = props.level;
          loaded(
            starterLevelOfSize(width, height),
            "untitled.json",
            `New ${width}×${height} level; change its size under Level (Undo brings the previous one back).`,
          );
        }}
      >
        <button type="submit" data-testid="new-level">
          New level
        </button>
      </form>
      <form
        className="rx-row"
        aria-label="New level from a tutorial"
        onSubmit={async (e) => {
          e.preventDefault();
          const entry = TUTORIALS.find((t) => t.name === tutorial);
          if (!entry) return;
          try {
            const read = await engineClient().load(await entry.load());
            if (!read.ok) throw new Error(read.error.message);
            const made = levelFromTutorial(read.level, entry.name);
            loaded(
              made.level,
              made.fileName,
              `New level from tutorial ${entry.label}: yours to change and save as ${made.fileName} (Undo brings the previous one back).`,
            );
          } catch (error) {
            failed(`Tutorial ${entry.label} not opened`)(error as Error);
          }
        }}
      >
        <label htmlFor="rx-tutorial">Tutorial</label>
        <select
          id="rx-tutorial"
          value={tutorial}
          data-testid="tutorial-select"
          onChange={(e) => setTutorial(e.currentTarget.value)}
        >
          {TUTORIALS.map((t) => (
            <option key={t.name} value={t.name}>
              {t.label}
            </option>
          ))}
        </select>
        <button type="submit" disabled={!tutorial} data-testid="new-from-tutorial">
          New level from a tutorial
        </button>
      </form>
      <form
        className="rx-row"
        aria-label="Open a bundled level"
        onSubmit={async (e) => {
          e.preventDefault();
          const entry = LEVEL_LIBRARY.find((l) => l.name === library);
          if (!entry) return;
          try {
            await open({
              ok: true,
              name: entry.name.split("/").pop() ?? entry.name,
              data: await entry.load(),
            });
          } catch (error) {
            setMessage({ tone: "error", text: `${entry.name}: cannot load: ${(error as Error).message}` });
          }
        }}
      >
        <label htmlFor="rx-library">levels/reactor/</label>
        <select
          id="rx-library"
          value={library}
          data-testid="library-select"
          onChange={(e) => setLibrary(e.currentTarget.value)}
        >
          {LEVEL_LIBRARY.length === 0 && <option value="">(no bundled levels)</option>}
          {LEVEL_LIBRARY.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </select>
        <button type="submit" disabled={!library} data-testid="open-library">
          Open
        </button>
      </form>
      <JsonFileInput
        label="Open from disk"
        testId="open-file"
        onLoad={(result) => open(result).catch(failed(`Not opened`))}
      />
    </>
  );
  const undoRedo: ReactNode = (
    <>
      <button
        type="button"
        disabled={!props.canUndo}
        onClick={() => dispatch({ type: "undo" })}
        title="Ctrl+Z"
      >
        Undo
      </button>
      <button
        type="button"
        disabled={!props.canRedo}
        onClick={() => dispatch({ type: "redo" })}
        title="Ctrl+Shift+Z or Ctrl+Y"
      >
        Redo
      </button>
    </>
  );
  const saveAndRun: ReactNode = (
    <>
      <button
        type="button"
        className="primary"
        disabled={blocked}
        data-testid="save"
        title={blocked ? why : `Download ${props.fileName}`}
        onClick={async () => {
          // The engine validates once more and refuses a level with errors (the button is disabled anyway).
          const { level, fileName } = props;
          const saved = await engineClient()
            .save(level)
            .catch((error: Error) => failed("Not saved")(error));
          if (!saved) return;
          if (!saved.ok) {
            setMessage({
              tone: "error",
              text: `Not saved: ${saved.errors[0]?.message ?? "validation errors"}.`,
            });
            return;
          }
          downloadJson(fileName, saved.file);
          setMessage({ tone: "ok", text: `Saved ${fileName}.` });
        }}
      >
        Save {props.fileName}
      </button>
      <button
        type="button"
        className="primary"
        disabled={blocked}
        data-testid="run"
        title={blocked ? why : "Play the level in the gameplay preview"}
        onClick={() => navigate("/reactor/play")}
      >
        Run
      </button>
      {props.errors > 0 && (
        <span className="error" data-testid="blocked-note">
          Save and Run are disabled: {props.errors} validation {props.errors === 1 ? "error" : "errors"}.
        </span>
      )}
    </>
  );
  const note = message && (
    <p
      role={message.tone === "error" ? "alert" : "status"}
      className={message.tone === "error" ? "error" : "rx-ok"}
      data-testid="file-message"
    >
      {message.text}
    </p>
  );
  if (props.compact)
    return (
      <section className="rx-filebar rx-filebar-compact" aria-label="Level file">
        <div className="rx-save-row">{saveAndRun}</div>
        <div className="rx-row">
          {undoRedo}
          <button
            ref={menuButton}
            type="button"
            aria-expanded={actionsOpen}
            aria-controls={FILE_ACTIONS_ID}
            data-testid="file-menu"
            onClick={() => setActionsOpen((open) => !open)}
          >
            New or open
          </button>
        </div>
        <div id={FILE_ACTIONS_ID} className="rx-file-actions" hidden={!actionsOpen}>
          {newAndOpen}
        </div>
        {note}
      </section>
    );
  return (
    <section className="rx-filebar" aria-label="Level file">
      <div className="rx-row">{newAndOpen}</div>
      <div className="rx-row">
        {undoRedo}
        {saveAndRun}
      </div>
      {note}
    </section>
  );
}
