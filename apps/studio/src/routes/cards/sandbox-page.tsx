import { type Command, type ContentBundle, type MatchState, parseMatchLog } from "@rulekit/card-combat";
import { formatIssues } from "@rulekit/core";
import { useEffect, useMemo, useState } from "react";
import { downloadJson } from "../../lib/files.ts";
import { JsonFileInput } from "../../lib/json-file-input.tsx";
import { browserStorage } from "../../lib/storage.ts";
import { Table } from "./board-view.tsx";
import { loadCardContent } from "./content.ts";
import { buildSetup, defaultSetup, type SandboxSetup } from "./decks.ts";
import { EndPanel } from "./end-panel.tsx";
import { EventLog } from "./event-log.tsx";
import { HowToPlay } from "./how-to-play.tsx";
import { matchSummary } from "./match-summary.ts";
import {
  actionsByCard,
  commandTarget,
  type Pending,
  pendingCommands,
  startAction,
  viewerOf,
} from "./player-actions.ts";
import {
  aiMove,
  atEnd,
  current,
  exportLog,
  goTo,
  play,
  type Session,
  sessionFromLog,
  startSession,
  truncate,
} from "./session.ts";
import { SetupForm } from "./setup-form.tsx";
import { Timeline } from "./timeline.tsx";
import { TurnPanel } from "./turn-panel.tsx";
import { commandText, endReasonText, outcomeTitle } from "./words.ts";
import "./cards.css";

const SETUP_KEY = "rulekit.cards.sandbox-setup";
const HOW_KEY = "rulekit.cards.how-to-play-open";

export function CardsSandboxPage() {
  const content = loadCardContent();
  return (
    <section aria-labelledby="cc-title" className="cc-page">
      <h1 id="cc-title">Card Combat</h1>
      <p className="lead">
        A two-player card battle on one shared board. Choose your decks and a seed, play against the AI or a
        friend, step back through the match and export it — the same seed and moves always replay the same
        match.
      </p>
      {content.ok ? (
        <Sandbox content={content.value} />
      ) : (
        <div role="alert" className="error">
          <p>The card content in levels/card-combat is invalid:</p>
          <ul>
            {content.issues.map((i) => (
              <li key={`${i.file}${i.path}${i.message}`}>
                {i.file}: {i.path}: {i.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function begin(content: ContentBundle, choice: SandboxSetup): Session {
  const { setup, label, policyB } = buildSetup(content, choice);
  return startSession(choice.seed, setup, label, { side: choice.aiPlaysB ? 1 : null, policy: policyB });
}

/** "seed-7" → "seed-8", "abc" → "abc-2": a rematch gets a fresh, still reproducible seed. */
export function nextSeed(seed: string): string {
  const match = /^(.*?)(\d+)$/.exec(seed);
  return match ? `${match[1]}${Number(match[2]) + 1}` : `${seed}-2`;
}

function statusLine(state: MatchState): string {
  if (state.status === "playing") return `Turn ${state.turn} · ${state.players[state.active].name} to play`;
  if (state.endReason === null) return `Turn ${state.turn} · the match is over`;
  return `Turn ${state.turn} · ${outcomeTitle(state, state.winner)}: ${endReasonText(state, state.endReason, state.winner)}`;
}

function Sandbox(props: { content: ContentBundle }) {
  const { content } = props;
  const storage = useMemo(() => browserStorage(), []);
  const [choice, setChoice] = useState<SandboxSetup>(() => {
    const saved = storage.getJson<Partial<SandboxSetup>>(SETUP_KEY);
    const merged = { ...defaultSetup(content), ...saved };
    try {
      buildSetup(content, merged);
      return merged;
    } catch {
      return defaultSetup(content);
    }
  });
  const [session, setSession] = useState<Session>(() => begin(content, choice));
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reveal, setReveal] = useState(false);
  const [howOpen, setHowOpen] = useState(() => storage.getJson<boolean>(HOW_KEY) ?? true);
  const state = current(session);
  const live = atEnd(session);
  const last = session.states.length - 1;
  const viewer = viewerOf(session.aiSide, state);
  const canAct = live && state.status === "playing" && state.active === viewer;
  const actions = useMemo(() => actionsByCard(state), [state]);
  const targets = useMemo(
    () => new Map(pendingCommands(actions, pending).map((c) => [commandTarget(c)!, c] as const)),
    [actions, pending],
  );
  const endTurn = useMemo(
    () => (canAct ? ({ type: "EndTurn", side: state.active } as Command) : null),
    [canAct, state.active],
  );
  const summary = useMemo(
    () => (live ? matchSummary(session.states, session.batches) : null),
    [live, session.states, session.batches],
  );

  useEffect(() => {
    if (!pending) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setPending(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [pending]);

  const replace = (next: Session) => {
    setSession(next);
    setPending(null);
  };
  const startWith = (next: SandboxSetup) => {
    if (!next.seed.trim()) {
      setMessage({ kind: "error", text: "A seed is required: the same seed gives the same match." });
      return;
    }
    storage.setJson(SETUP_KEY, next);
    replace(begin(content, next));
    setMessage({ kind: "info", text: `New match: ${buildSetup(content, next).label}, seed ${next.seed}.` });
  };
  const onPlay = (command: Command) => {
    const next = play(session, command);
    if ("error" in next) setMessage({ kind: "error", text: `Refused: ${next.error}` });
    else {
      replace(next);
      setMessage(null);
    }
  };
  const onStart = (kind: Pending["kind"], uid: string) => {
    if (pending?.uid === uid && pending.kind === kind) return setPending(null);
    const a = actions.get(uid);
    const list = !a ? [] : kind === "PlayCard" ? a.play : kind === "Attack" ? a.attack : a.activate;
    const started = startAction(kind, uid, list);
    if (!started) return;
    if ("command" in started) onPlay(started.command);
    else setPending(started.pending);
  };
  const exportMatch = () =>
    downloadJson(`cards-match-${session.seed.replace(/[^\w.-]+/g, "_")}.json`, exportLog(session));
  const onImport = (data: unknown, name: string) => {
    const parsed = parseMatchLog(data);
    if (!parsed.ok) {
      setMessage({
        kind: "error",
        text: `${name}: not a card-combat match log: ${formatIssues(parsed.issues, 3)}`,
      });
      return;
    }
    const loaded = sessionFromLog(parsed.value);
    if ("error" in loaded) {
      setMessage({ kind: "error", text: `${name}: ${loaded.error}` });
      return;
    }
    replace(loaded.session);
    const count = `${loaded.session.commands.length} commands loaded`;
    setMessage(
      loaded.problem
        ? {
            kind: "error",
            text: `${name}: ${count}, but the replay does not match the log: ${loaded.problem}`,
          }
        : { kind: "info", text: `${name}: ${count} and verified; step through them below.` },
    );
  };
  const stepLabel =
    session.cursor === 0
      ? "match start"
      : commandText(session.states[session.cursor - 1]!, session.commands[session.cursor - 1]!);

  return (
    <>
      <HowToPlay
        open={howOpen}
        onToggle={(open) => {
          setHowOpen(open);
          storage.setJson(HOW_KEY, open);
        }}
      />
      <div className="cc-toolbar">
        <SetupForm content={content} value={choice} onChange={setChoice} onStart={() => startWith(choice)} />
        <div className="cc-files">
          <button type="button" data-testid="cards-export" onClick={exportMatch}>
            Export log{live ? "" : ` (up to step ${session.cursor})`}
          </button>
          <JsonFileInput
            label="Open a match log"
            testId="cards-import"
            onLoad={(r) => (r.ok ? onImport(r.data, r.name) : setMessage({ kind: "error", text: r.error }))}
          />
          <label className="cc-check">
            <input
              type="checkbox"
              checked={reveal}
              onChange={(e) => setReveal(e.currentTarget.checked)}
              data-testid="cards-reveal"
            />{" "}
            Reveal both hands <span className="cc-muted">(designer view)</span>
          </label>
        </div>
      </div>
      {message ? (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={message.kind === "error" ? "error" : "cc-muted"}
        >
          {message.text}
        </p>
      ) : null}
      <p role="status" className="cc-status" data-testid="cards-status">
        {session.label} · seed {session.seed} · {statusLine(state)}
      </p>
      <div className="cc-layout">
        <div className="cc-main">
          <Table
            state={state}
            viewer={viewer}
            reveal={reveal}
            canAct={canAct}
            actions={actions}
            pending={pending}
            targets={targets}
            onStart={onStart}
            onTarget={onPlay}
          />
        </div>
        <div className="cc-side">
          {summary ? (
            <EndPanel
              state={state}
              summary={summary}
              viewer={viewer}
              onReplay={() => replace(goTo(session, 0))}
              onExport={exportMatch}
              onRematch={() => {
                const next = { ...choice, seed: nextSeed(choice.seed) };
                setChoice(next);
                startWith(next);
              }}
            />
          ) : null}
          <TurnPanel
            state={state}
            viewer={viewer}
            live={live}
            later={last - session.cursor}
            aiSide={session.aiSide}
            pending={pending}
            endTurn={endTurn}
            onPlay={onPlay}
            onCancel={() => setPending(null)}
            onAiMove={() =>
              replace(
                aiMove(session, session.aiSide === 1 && state.active === 1 ? session.aiPolicy : "balanced"),
              )
            }
            onResume={() => replace(truncate(session))}
          />
          <Timeline
            cursor={session.cursor}
            last={last}
            label={stepLabel}
            onGo={(i) => replace(goTo(session, i))}
          />
          <EventLog
            states={session.states}
            commands={session.commands}
            batches={session.batches}
            cursor={session.cursor}
            voice={{ viewer, reveal }}
          />
        </div>
      </div>
    </>
  );
}
