import type { ValidationIssue } from "@rulekit/core";
import {
  boardDims,
  legalMoves,
  MOVEMENT_KINDS,
  newGame,
  ON_MOVE_LIMIT,
  PIECE_TYPES,
  type ProtocolState,
  parseRuleSet,
  type RuleSet,
  toProtocolState,
} from "@rulekit/rps-grid";
import { useId, useMemo, useState } from "react";
import { downloadJson } from "../../lib/files.ts";
import { JsonFileInput } from "../../lib/json-file-input.tsx";
import { useNavigate } from "../../lib/router.tsx";
import { browserStorage } from "../../lib/storage.ts";
import { describeFit, fitToBoard } from "./board-fit.ts";
import { cellKey } from "./board-model.ts";
import { BoardView } from "./board-view.tsx";
import { IssueList } from "./issue-list.tsx";
import { Legend } from "./legend.tsx";
import { SHIPPED } from "./levels.ts";
import { plainIssue } from "./plain-issues.ts";
import { cellMarks, type Draft, draftDims, getIn, type PaintTool, paint, setIn } from "./rule-draft.ts";
import {
  CheckInput,
  type FieldContext,
  FieldIssues,
  NumberInput,
  SelectInput,
  TextInput,
  VectorsInput,
} from "./rule-fields.tsx";
import { UseForTrialMatch } from "./use-for-trial-match.tsx";

const DRAFT_KEY = "rulekit.rps.rule-editor";
const storage = browserStorage();

const TYPE_NAMES = { R: "Rock", P: "Paper", S: "Scissors" } as const;

function initialDraft(): { draft: Draft; name: string } {
  const saved = storage.getJson<{ draft: Draft; name: string }>(DRAFT_KEY);
  if (saved && typeof saved.draft === "object" && saved.draft !== null) return saved;
  const classic = SHIPPED.sets[0];
  return { draft: structuredClone((classic?.rules ?? {}) as Draft), name: classic?.key ?? "rules" };
}

/**
 * The rule editor (Trình chỉnh luật): every RuleSet field, checked live by the engine's `parseRuleSet`
 * (each problem shown at its field), a preview of the seeded setup, a test game against the greedy bot,
 * and an export `rulekit rps` accepts. The draft is autosaved in this browser.
 */
export function RulesPage() {
  const navigate = useNavigate();
  const [{ draft, name }, setState] = useState(initialDraft);
  const [message, setMessage] = useState<{
    tone: "error" | "ok";
    text: string;
    issues?: readonly ValidationIssue[];
  } | null>(null);
  // Every change can be undone (the last 50); a run of size edits (typing "12") fits from the draft before it.
  const [history, setHistory] = useState<{ draft: Draft; name: string }[]>([]);
  const [sizeBase, setSizeBase] = useState<Draft | null>(null);
  const [fitNote, setFitNote] = useState<string | null>(null);
  const templateId = useId();
  const parsed = useMemo(() => parseRuleSet(draft), [draft]);
  const issues = parsed.ok ? [] : parsed.issues;
  const save = (next: Draft, nextName: string) => {
    setState({ draft: next, name: nextName });
    storage.setJson(DRAFT_KEY, { draft: next, name: nextName });
  };
  const remember = () => setHistory((h) => [...h.slice(-49), { draft, name }]);
  const onChange = (next: Draft, nextName = name) => {
    remember();
    setSizeBase(null);
    setFitNote(null);
    save(next, nextName);
  };
  const onResize = (next: Draft) => {
    if (sizeBase === null) remember();
    const base = sizeBase ?? draft;
    // The new size on the cells as they were before the size edits began, fitted onto the board.
    const sized = {
      ...base,
      boardSize: next.boardSize,
      boardRows: next.boardRows,
      boardCols: next.boardCols,
    };
    for (const k of ["boardRows", "boardCols"] as const) if (next[k] === undefined) delete sized[k];
    const fitted = fitToBoard(sized);
    setSizeBase(base);
    setFitNote(fitted.report ? describeFit(fitted.report) : null);
    save(fitted.draft, name);
  };
  const undo = () => {
    const last = history[history.length - 1];
    if (!last) return;
    setHistory(history.slice(0, -1));
    setSizeBase(null);
    setFitNote(null);
    save(last.draft, last.name);
    setMessage({ tone: "ok", text: "Undone." });
  };
  const ctx: FieldContext = { draft, issues, onChange, onResize };
  const dims = draftDims(draft);

  return (
    <section aria-labelledby="rps-rules-title" className="rps-rules">
      <h2 id="rps-rules-title">Rule editor</h2>
      <p>
        Build a custom RuleSet for matches between bots: board shape, homes and armies, how each piece moves,
        terrain, power-ups and tiles, and when a game ends. The engine checks it as you type, exactly as the
        arena and <code>rulekit rps</code> do; each problem is shown at its field.
      </p>
      <div className="rps-controls">
        <label htmlFor={templateId}>Start from</label>
        <select
          id={templateId}
          value=""
          onChange={(e) => {
            const set = SHIPPED.sets.find((s) => s.key === e.currentTarget.value);
            if (!set) return;
            onChange(structuredClone(set.rules as Draft), set.key);
            setMessage({ tone: "ok", text: `Started from ${set.key}.json.` });
          }}
        >
          <option value="">a shipped RuleSet…</option>
          {SHIPPED.sets.map((s) => (
            <option key={s.key} value={s.key}>
              {s.key}
            </option>
          ))}
        </select>
        <JsonFileInput
          label="or open a RuleSet file"
          testId="rps-rules-file"
          onLoad={(result) => {
            // A file is checked by the engine first: one that is not a valid RuleSet is refused in plain
            // words and the draft on screen is kept.
            const kept = "Your draft is kept.";
            if (!result.ok) return setMessage({ tone: "error", text: `${result.error}. ${kept}` });
            const checked = parseRuleSet(result.data);
            if (!checked.ok) {
              const count = checked.issues.length;
              const first = plainIssue(checked.issues[0]!);
              return setMessage({
                tone: "error",
                text: `${result.name} was not opened: it is not a valid RuleSet (${count} ${count === 1 ? "problem" : "problems"}; first: ${first.field} ${first.message}). ${kept}`,
                issues: checked.issues,
              });
            }
            onChange(checked.value as Draft, result.name.replace(/\.json$/i, ""));
            setMessage({ tone: "ok", text: `Opened ${result.name}.` });
          }}
        />
        <button type="button" onClick={undo} disabled={history.length === 0} data-testid="rps-rules-undo">
          Undo
        </button>
      </div>
      {message ? (
        <div
          role={message.tone === "error" ? "alert" : "status"}
          className={message.tone === "error" ? "error" : "ok"}
          data-testid="rps-rules-message"
        >
          <p>{message.text}</p>
          {message.issues ? <IssueList issues={message.issues} /> : null}
        </div>
      ) : null}
      {parsed.ok ? (
        <Valid
          name={name}
          rules={parsed.value}
          onExport={() => downloadJson(`${name}.json`, parsed.value)}
          onPlay={() => navigate("/rps", { state: { customRules: parsed.value } })}
        />
      ) : (
        <div role="alert" className="error" data-testid="rps-rules-error">
          <p>
            {name}: {issues.length} {issues.length === 1 ? "problem" : "problems"} — fix them to preview, test
            or export the RuleSet.
          </p>
          <IssueList issues={issues} dims={dims} />
        </div>
      )}
      <div className="rps-editor">
        <div className="rps-editor-fields">
          <fieldset>
            <legend>Identity</legend>
            <TextInput ctx={ctx} path={["id"]} label="Id" />
            <TextInput ctx={ctx} path={["description"]} label="Description" hint="(optional)" />
            <SelectInput
              ctx={ctx}
              path={["version"]}
              label="Version"
              numeric
              options={[
                { value: "2", label: "2 (current engine)" },
                { value: "1", label: "1 (historical replays)" },
              ]}
            />
            <p className="muted">
              Engine: <code>{String(draft.engine ?? "")}</code>
            </p>
            <FieldIssues id="rps-engine-issues" issues={issues.filter((i) => i.path === "$.engine")} />
          </fieldset>
          <BoardFields ctx={ctx} note={fitNote} onUndo={undo} />
          <ArmyFields ctx={ctx} />
          <MovementFields ctx={ctx} />
          <fieldset>
            <legend>End of the game</legend>
            <NumberInput ctx={ctx} path={["maxMoves"]} label="Move limit (maxMoves)" min={1} />
            <SelectInput
              ctx={ctx}
              path={["onMoveLimit"]}
              label="At the move limit"
              unset="default"
              options={[
                { value: "default", label: "draw (default)" },
                ...ON_MOVE_LIMIT.map((v) => ({
                  value: v,
                  label: v === "draw" ? "draw" : "most pieces wins",
                })),
              ]}
            />
            <NumberInput ctx={ctx} path={["repetitionLimit"]} label="Repetitions for a draw" min={2} />
          </fieldset>
          <TileTypeFields ctx={ctx} />
        </div>
        <Painter ctx={ctx} />
      </div>
    </section>
  );
}

function Valid(props: { name: string; rules: RuleSet; onExport: () => void; onPlay: () => void }) {
  const { rules } = props;
  const [seed, setSeed] = useState("preview");
  const seedId = useId();
  const game = useMemo(() => newGame(rules, seed), [rules, seed]);
  const { rows, cols } = boardDims(rules);
  return (
    <div data-testid="rps-rules-ok" className="rps-valid">
      <p className="ok" role="status">
        {props.name}: valid RuleSet <strong>{rules.id}</strong> (version {rules.version}, {rows}×{cols}, at
        most {rules.maxMoves} moves, repetition limit {rules.repetitionLimit}).
      </p>
      <div className="rps-controls">
        <button type="button" className="primary" onClick={props.onExport} data-testid="rps-rules-export">
          Export {props.name}.json
        </button>
        <button type="button" onClick={props.onPlay}>
          Play this RuleSet against the bot
        </button>
        <UseForTrialMatch rules={rules} name={props.name} />
        <label htmlFor={seedId}>Preview seed</label>
        <input id={seedId} value={seed} size={10} onChange={(e) => setSeed(e.currentTarget.value)} />
      </div>
      <div className="rps-layout">
        <BoardView rules={rules} state={toProtocolState(game)} label="Preview of the seeded setup" />
        <aside className="rps-side">
          <p>
            Setup with seed <code>{seed}</code>: {legalMoves(game).length} legal moves for player 0
            {game.status === "finished" ? " — the game is over at once (no legal move)" : ""}.
          </p>
          <Legend rules={rules} />
        </aside>
      </div>
    </div>
  );
}

function BoardFields(props: { ctx: FieldContext; note: string | null; onUndo: () => void }) {
  const { ctx } = props;
  const sizeCtx: FieldContext = { ...ctx, onChange: ctx.onResize ?? ctx.onChange };
  const rectangular = ctx.draft.boardRows !== undefined || ctx.draft.boardCols !== undefined;
  const checkId = useId();
  return (
    <fieldset>
      <legend>Board</legend>
      <NumberInput ctx={sizeCtx} path={["boardSize"]} label="Size (square)" min={2} />
      <div className="rps-edit-check">
        <input
          id={checkId}
          type="checkbox"
          checked={rectangular}
          onChange={(e) => {
            const size = ctx.draft.boardSize;
            const on = e.currentTarget.checked;
            ctx.onChange(
              setIn(
                setIn(ctx.draft, ["boardRows"], on ? size : undefined),
                ["boardCols"],
                on ? size : undefined,
              ),
            );
          }}
        />
        <label htmlFor={checkId}>Rectangular (rows and columns differ)</label>
      </div>
      {rectangular ? (
        <>
          <NumberInput ctx={sizeCtx} path={["boardRows"]} label="Rows" min={2} />
          <NumberInput ctx={sizeCtx} path={["boardCols"]} label="Columns" min={2} />
        </>
      ) : null}
      {props.note ? (
        <p className="ok rps-fit-note" role="status" data-testid="rps-fit-note">
          {props.note}{" "}
          <button type="button" onClick={props.onUndo}>
            Undo the resize
          </button>
        </p>
      ) : null}
      <CheckInput ctx={ctx} path={["powerUps"]} label="Power-ups (1–3 placed from the seed)" />
      <p className="muted">
        Homes, starting cells, blocked and void cells and tiles: paint them on the board.
      </p>
      {(["homes", "startingPositions", "blockedCells", "voidCells", "tiles"] as const).map((key) => (
        <FieldIssues
          key={key}
          id={`rps-${key}-issues`}
          issues={ctx.issues.filter((i) => i.path === `$.${key}` || i.path.startsWith(`$.${key}[`))}
          draft={ctx.draft}
        />
      ))}
    </fieldset>
  );
}

function Counts(props: { ctx: FieldContext; path: (string | number)[]; title: string }) {
  return (
    <fieldset className="rps-counts">
      <legend>{props.title}</legend>
      {PIECE_TYPES.map((t) => (
        <NumberInput
          key={t}
          ctx={props.ctx}
          path={[...props.path, t]}
          label={`${TYPE_NAMES[t]} (${t})`}
          min={0}
        />
      ))}
    </fieldset>
  );
}

function ArmyFields(props: { ctx: FieldContext }) {
  const { ctx } = props;
  const symmetric = ctx.draft.symmetricArmies !== false && ctx.draft.playerPieceTypes === undefined;
  const checkId = useId();
  return (
    <fieldset>
      <legend>Armies</legend>
      <div className="rps-edit-check">
        <input
          id={checkId}
          type="checkbox"
          checked={symmetric}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            const counts = ctx.draft.pieceTypes ?? {};
            let next = setIn(ctx.draft, ["symmetricArmies"], !!on);
            next = setIn(
              next,
              ["playerPieceTypes"],
              on ? undefined : [structuredClone(counts), structuredClone(counts)],
            );
            ctx.onChange(next);
          }}
        />
        <label htmlFor={checkId}>Both sides get the same army (symmetricArmies)</label>
      </div>
      <Counts ctx={ctx} path={["pieceTypes"]} title={symmetric ? "Each side" : "Base pool (pieceTypes)"} />
      {symmetric ? null : (
        <>
          <Counts ctx={ctx} path={["playerPieceTypes", 0]} title="Player 0" />
          <Counts ctx={ctx} path={["playerPieceTypes", 1]} title="Player 1" />
        </>
      )}
      <CheckInput
        ctx={ctx}
        path={["randomExtraPiece"]}
        label="One extra piece of a type drawn from the seed"
      />
      <fieldset className="rps-counts">
        <legend className="visually-hidden">What beats what</legend>
        <span>Beats</span>
        {PIECE_TYPES.map((t) => (
          <SelectInput
            key={t}
            ctx={ctx}
            path={["beats", t]}
            label={`${TYPE_NAMES[t]} beats`}
            options={PIECE_TYPES.map((o) => ({ value: o, label: TYPE_NAMES[o] }))}
          />
        ))}
      </fieldset>
    </fieldset>
  );
}

function MovementFields(props: { ctx: FieldContext }) {
  const { ctx } = props;
  return (
    <fieldset>
      <legend>Movement</legend>
      <VectorsInput ctx={ctx} path={["directions"]} label="Default directions (one step each)" />
      {PIECE_TYPES.map((t) => {
        const movement = getIn(ctx.draft, ["movementByType", t]) as { kind?: string } | undefined;
        const path = ["movementByType", t];
        return (
          <fieldset key={t} className="rps-movement">
            <legend className="visually-hidden">{`${TYPE_NAMES[t]} movement`}</legend>
            <SelectInput
              ctx={{
                ...ctx,
                onChange: (next) => {
                  // A kind chosen from nothing starts as { kind }; "default" removes the piece's entry.
                  const kind = getIn(next, [...path, "kind"]);
                  let out = kind === undefined ? setIn(next, path, undefined) : next;
                  if (kind === "custom" && !getIn(out, [...path, "directions"]))
                    out = setIn(out, [...path, "directions"], [[1, 0]]);
                  if (out.movementByType && Object.keys(out.movementByType as object).length === 0)
                    out = setIn(out, ["movementByType"], undefined);
                  ctx.onChange(out);
                },
              }}
              path={[...path, "kind"]}
              label={`${TYPE_NAMES[t]} moves like`}
              unset="default"
              options={[
                { value: "default", label: "the default directions" },
                ...MOVEMENT_KINDS.map((k) => ({ value: k, label: k })),
              ]}
            />
            {movement?.kind &&
            movement.kind !== "knight" &&
            movement.kind !== "pawn" &&
            movement.kind !== "king" ? (
              <NumberInput
                ctx={ctx}
                path={[...path, "maxSteps"]}
                label="Max steps"
                hint="(1–32, empty: no limit / 1)"
                min={1}
              />
            ) : null}
            {movement?.kind === "custom" ? (
              <>
                <VectorsInput
                  ctx={ctx}
                  path={[...path, "directions"]}
                  label={`${TYPE_NAMES[t]} directions`}
                />
                <CheckInput
                  ctx={ctx}
                  path={[...path, "relative"]}
                  label="Relative: player 1 uses the mirrored directions"
                />
                <CheckInput
                  ctx={ctx}
                  path={[...path, "jump"]}
                  label="Jump (ignored since engine v2, kept for old RuleSets)"
                />
              </>
            ) : null}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

function TileTypeFields(props: { ctx: FieldContext }) {
  const { ctx } = props;
  const types = (ctx.draft.tileTypes ?? {}) as Record<
    string,
    { passable?: boolean; tags?: string[]; effect?: string; render?: { color?: string } }
  >;
  const [newName, setNewName] = useState("");
  const newId = useId();
  const names = Object.keys(types);
  return (
    <fieldset>
      <legend>Tile types</legend>
      {names.length === 0 ? (
        <p className="muted">No tile types: add one to paint tiles on the board.</p>
      ) : null}
      {names.map((n) => {
        const path = ["tileTypes", n];
        const color = types[n]?.render?.color;
        return (
          <fieldset key={n} className="rps-tile-type">
            <legend className="visually-hidden">{`Tile type ${n}`}</legend>
            <strong>{n}</strong>
            <CheckInput ctx={ctx} path={[...path, "passable"]} label="passable" keepFalse />
            <SelectInput
              ctx={ctx}
              path={[...path, "effect"]}
              label="effect"
              unset="none"
              options={[
                { value: "none", label: "none" },
                ...["shield", "dash", "wildcard"].map((e) => ({ value: e, label: e })),
                ...(types[n]?.effect && !["shield", "dash", "wildcard"].includes(types[n]!.effect!)
                  ? [{ value: types[n]!.effect!, label: `${types[n]!.effect} (no engine meaning)` }]
                  : []),
              ]}
            />
            <TagsInput ctx={ctx} path={[...path, "tags"]} />
            <label className="rps-edit-check">
              colour
              <input
                type="color"
                value={typeof color === "string" && /^#[0-9a-f]{6}$/i.test(color) ? color : "#cccccc"}
                onChange={(e) =>
                  ctx.onChange(setIn(ctx.draft, [...path, "render", "color"], e.currentTarget.value))
                }
              />
            </label>
            <button
              type="button"
              onClick={() => {
                const { [n]: _gone, ...rest } = types;
                let next = setIn(ctx.draft, ["tileTypes"], Object.keys(rest).length ? rest : undefined);
                const tiles = (Array.isArray(next.tiles) ? next.tiles : []) as { type?: string }[];
                const kept = tiles.filter((t) => t.type !== n);
                next = setIn(next, ["tiles"], kept.length ? kept : undefined);
                ctx.onChange(next);
              }}
            >
              Remove <span className="visually-hidden">tile type {n}</span>
            </button>
            <FieldIssues
              id={`rps-tile-${n}-issues`}
              issues={ctx.issues.filter((i) => i.path.startsWith(`$.tileTypes.${n}`))}
            />
          </fieldset>
        );
      })}
      <form
        className="rps-controls"
        onSubmit={(e) => {
          e.preventDefault();
          const n = newName.trim();
          if (!n || types[n]) return;
          ctx.onChange(
            setIn(ctx.draft, ["tileTypes", n], { passable: true, tags: [], render: { color: "#9fc5a8" } }),
          );
          setNewName("");
        }}
      >
        <label htmlFor={newId}>New tile type</label>
        <input id={newId} value={newName} onChange={(e) => setNewName(e.currentTarget.value)} size={10} />
        <button type="submit" disabled={!newName.trim() || Boolean(types[newName.trim()])}>
          Add
        </button>
      </form>
      <FieldIssues id="rps-tiletypes-issues" issues={ctx.issues.filter((i) => i.path === "$.tileTypes")} />
    </fieldset>
  );
}

function TagsInput(props: { ctx: FieldContext; path: (string | number)[] }) {
  const id = useId();
  const tags = getIn(props.ctx.draft, props.path);
  return (
    <span className="rps-edit-check">
      <label htmlFor={id}>tags</label>
      <input
        id={id}
        size={10}
        value={Array.isArray(tags) ? tags.join(", ") : ""}
        onChange={(e) =>
          props.ctx.onChange(
            setIn(
              props.ctx.draft,
              props.path,
              e.currentTarget.value
                .split(",")
                .map((t) => t.trim())
                .filter(Boolean),
            ),
          )
        }
      />
    </span>
  );
}

/** The board painter: homes, starting cells, blocked and void cells and tiles, by click or keyboard. */
function Painter(props: { ctx: FieldContext }) {
  const { ctx } = props;
  const [tool, setTool] = useState<PaintTool>({ kind: "start", player: 0 });
  const { rows, cols } = draftDims(ctx.draft);
  const tileNames = Object.keys((ctx.draft.tileTypes ?? {}) as object);
  const tools: { tool: PaintTool; label: string }[] = [
    { tool: { kind: "home", player: 0 }, label: "Home of player 0" },
    { tool: { kind: "home", player: 1 }, label: "Home of player 1" },
    { tool: { kind: "start", player: 0 }, label: "Start cell, player 0" },
    { tool: { kind: "start", player: 1 }, label: "Start cell, player 1" },
    { tool: { kind: "blocked" }, label: "Blocked" },
    { tool: { kind: "void" }, label: "Void" },
    ...tileNames.map((type) => ({ tool: { kind: "tile", type } as PaintTool, label: `Tile: ${type}` })),
    { tool: { kind: "erase" }, label: "Erase" },
  ];
  // The painter draws the draft through the board view with an empty board: rules as far as they go.
  const rules = {
    ...ctx.draft,
    boardSize: Math.max(rows, cols),
    boardRows: rows,
    boardCols: cols,
  } as unknown as RuleSet;
  const state: ProtocolState = {
    board: Array.from({ length: rows }, () => Array.from({ length: cols }, () => null)),
    currentTurn: 0,
    moveCount: 0,
    status: "playing",
    winner: null,
    winReason: null,
    lastMove: null,
  };
  const notes = new Map<string, { short: string; label: string }>();
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const marks = cellMarks(ctx.draft, r, c);
      if (marks.start !== null)
        notes.set(cellKey(r, c), { short: `${marks.start}`, label: `start cell of player ${marks.start}` });
    }
  const same = (a: PaintTool, b: PaintTool) => JSON.stringify(a) === JSON.stringify(b);
  const counts = [0, 1].map(
    (p) => (getIn(ctx.draft, ["startingPositions", p]) as unknown[] | undefined)?.length ?? 0,
  );
  return (
    <div className="rps-painter">
      <fieldset className="rps-plain">
        <legend>Paint on the board</legend>
        <div className="rps-tools">
          {tools.map((t) => (
            <button
              key={t.label}
              type="button"
              aria-pressed={same(t.tool, tool)}
              onClick={() => setTool(t.tool)}
            >
              {t.label}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="muted">
        Click a cell (or move with the arrow keys and press Enter) to paint it; painting a mark again removes
        it. Starting cells: player 0 {counts[0]}, player 1 {counts[1]}.
      </p>
      <BoardView
        rules={rules}
        state={state}
        label="RuleSet board painter"
        notes={notes}
        onActivate={(r, c) => ctx.onChange(paint(ctx.draft, tool, r, c))}
      />
    </div>
  );
}
