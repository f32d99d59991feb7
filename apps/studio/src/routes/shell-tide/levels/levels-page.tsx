import type { Level, SolveResult } from "@rulekit/shell-tide";
import { useRef, useState } from "react";
import { IssueTable } from "../../../lib/issue-table.tsx";
import { JsonFileInput } from "../../../lib/json-file-input.tsx";
import { type PlainIssue, plainIssue, refusedFileText } from "../../../lib/plain-issues.ts";
import { Link } from "../../../lib/router.tsx";
import { useReducedMotion } from "../../../lib/use-reduced-motion.ts";
import { DesignPanel } from "../design/design-panel.tsx";
import { DesignedView, type OpenedDesign } from "../design/designed-view.tsx";
import { loadPack } from "../pack.ts";
import { NAMED_LEVEL_IDS, playerLevelName } from "../play/level-names.ts";
import "../shell-tide.css";
import { proofForLevel } from "./designer-model.ts";
import { LiveSolveView, ProofView } from "./level-inspector.tsx";
import { loadPackProof } from "./pack-proof.ts";
import { Playtest } from "./playtest.tsx";
import { StaticBoard } from "./static-board.tsx";

type FileState =
  | { ok: true; name: string; level: Level }
  | { ok: false; name: string; message: string; issues: PlainIssue[] };

/** The playtest open for the loaded file (it needs the solver's optimum for its star bands). */
type PlaytestState = { solved: SolveResult; exact: boolean } | null;

/**
 * /shell-tide/levels: the designer's solver viewer over the pack, a live solve of any level file, and
 * boards designed to order (opened here to inspect and play).
 */
export function LevelsPage() {
  const pack = loadPack();
  const proof = loadPackProof();
  const reducedMotion = useReducedMotion();
  const [selected, setSelected] = useState<number | "file" | "designed">(pack.levels[0]?.number ?? "file");
  const [file, setFile] = useState<FileState | null>(null);
  const [playtest, setPlaytest] = useState<PlaytestState>(null);
  // The last file handed over wins: an earlier one still waiting for the parser's first load is dropped.
  const latestFile = useRef(0);
  // `opened` counts the openings (the same board opened again starts afresh); `focus`: bring it into
  // view once, as it opens (not when its tab is chosen again)
  const [designed, setDesigned] = useState<(OpenedDesign & { opened: number; focus: boolean }) | null>(null);
  const entry = typeof selected === "number" ? pack.levels.find((l) => l.number === selected) : undefined;
  const levelProof = entry ? proofForLevel(proof, entry.number) : null;

  return (
    <div className="st-page" data-testid="st-levels-page">
      <div className="st-row">
        <h1>Shell Tide · Levels &amp; proofs</h1>
        <span className="st-spacer" />
        <Link to="/shell-tide/play">Play</Link>
      </div>
      <p className="lead">
        Each level of the Full Rescue v2 pack with its solver proof, the distribution D of completion turns
        and the optimal path replayed move by move. Load a level file to validate it and solve it live, or
        design boards to order.
      </p>
      {pack.problems.length > 0 && (
        <ul className="error" role="alert">
          {pack.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {!proof && (
        <p className="warning">No proof.json found for the pack: figures below come from a live solve.</p>
      )}
      <DesignPanel
        onOpen={(design) => {
          setDesigned((d) => ({ ...design, opened: (d?.opened ?? 0) + 1, focus: true }));
          setSelected("designed");
        }}
      />
      <div className="st-row">
        <JsonFileInput
          label="Load a level JSON file"
          testId="st-level-file"
          onLoad={async (result) => {
            const ticket = ++latestFile.current;
            if (!result.ok) {
              setFile({ ok: false, name: result.name, message: result.error, issues: [] });
            } else {
              // The parser (and zod) load with the first file opened, not with the page.
              const { parseLevel } = await import("./level-parser.ts");
              if (ticket !== latestFile.current) return;
              const parsed = parseLevel(result.data);
              if (!parsed.ok) {
                // Said in plain words, as the table under it says each one (the validator's words are the CLI's).
                const issues = parsed.issues.map((issue) => plainIssue(issue));
                setFile({
                  ok: false,
                  name: result.name,
                  message: refusedFileText(result.name, "a valid level", issues),
                  issues,
                });
              } else {
                setFile({ ok: true, name: result.name, level: parsed.value });
              }
            }
            setPlaytest(null);
            setSelected("file");
          }}
        />
      </div>
      <nav className="st-tabs" aria-label="Levels">
        {pack.levels.map((l) => (
          <button
            key={l.number}
            type="button"
            aria-pressed={selected === l.number}
            data-testid={`st-tab-${l.number}`}
            onClick={() => setSelected(l.number)}
          >
            Level {l.number}
          </button>
        ))}
        {file && (
          <button
            type="button"
            aria-pressed={selected === "file"}
            onClick={() => setSelected("file")}
            data-testid="st-tab-file"
          >
            File: {file.name}
          </button>
        )}
        {designed && (
          <button
            type="button"
            aria-pressed={selected === "designed"}
            onClick={() => setSelected("designed")}
            data-testid="st-tab-designed"
          >
            Designed board {designed.index + 1}
          </button>
        )}
      </nav>
      {selected === "file" && file && !file.ok && (
        <section className="st-file-error" role="alert" data-testid="st-file-error">
          <h2>Could not load {file.name}</h2>
          <p className="error">{file.message}</p>
          {file.issues.length > 0 && <IssueTable issues={file.issues} testId="st-issues" />}
        </section>
      )}
      {selected === "file" && file?.ok && (
        <section className="st-levels" aria-label={`Loaded level ${file.name}`}>
          <div>
            <h2>
              {file.name} · {file.level.name ?? file.level.id}
            </h2>
            <StaticBoard level={file.level} testId="st-file-board" />
          </div>
          <LiveSolveView
            key={`${file.name}-${file.level.id}`}
            level={file.level}
            reducedMotion={reducedMotion}
            playtest={{
              open: playtest !== null,
              toggle: (solved, exact) => setPlaytest((p) => (p ? null : { solved, exact })),
            }}
          />
        </section>
      )}
      {selected === "file" && file?.ok && playtest && (
        <Playtest
          name={file.name}
          level={file.level}
          optimalTurns={playtest.solved.optimalTurns}
          exact={playtest.exact}
          reducedMotion={reducedMotion}
          onClose={() => setPlaytest(null)}
        />
      )}
      {selected === "designed" && designed && (
        <DesignedView
          key={`${designed.board.key}-${designed.opened}`}
          design={designed}
          focus={designed.focus}
          onFocused={() => setDesigned((d) => d && { ...d, focus: false })}
          reducedMotion={reducedMotion}
        />
      )}
      {entry && (
        <section
          className="st-levels"
          aria-label={`Level ${entry.number}`}
          data-testid={`st-level-view-${entry.number}`}
        >
          <div>
            <h2>
              Level {entry.number}
              {entry.level.name ? ` · ${entry.level.name}` : ""}
            </h2>
            {NAMED_LEVEL_IDS.includes(entry.level.id) && (
              <p className="st-muted">
                Players see: “{playerLevelName(entry.level, "en")}” / “{playerLevelName(entry.level, "vi")}”
              </p>
            )}
            <StaticBoard level={entry.level} testId="st-initial-board" />
          </div>
          {levelProof ? (
            <ProofView
              key={entry.number}
              level={entry.level}
              proof={levelProof}
              reducedMotion={reducedMotion}
            />
          ) : (
            <LiveSolveView key={entry.number} level={entry.level} reducedMotion={reducedMotion} />
          )}
        </section>
      )}
    </div>
  );
}
