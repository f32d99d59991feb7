import {
  type Command,
  type ContentBundle,
  describeCommand,
  describeEvent,
  MATCH_STATUS,
  parseMatchLog,
} from "@rulekit/card-combat";
import { formatIssues } from "@rulekit/core";
import { useMemo, useState } from "react";
import { downloadJson } from "../../lib/files.ts";
import { JsonFileInput } from "../../lib/json-file-input.tsx";
import { browserStorage } from "../../lib/storage.ts";
import { BoardView, HandsView, PlayersView } from "./board-view.tsx";
import { CommandPanel } from "./command-panel.tsx";
import { loadCardContent } from "./content.ts";
import { buildSetup, defaultSetup, type SandboxSetup } from "./decks.ts";
import { EventLog } from "./event-log.tsx";
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
import "./cards.css";

const SETUP_KEY = "rulekit.cards.sandbox-setup";

export function CardsSandboxPage() {
  const content = loadCardContent();
  return (
    <section aria-labelledby="cc-title" className="cc-page">
      <h1 id="cc-title">Card Combat sandbox</h1>
      <p className="lead">
        Two sides, one shared board, a closed 11-verb effect grammar. Pick decks and a seed, play with the
        legal commands, step back and forth through the match and export its log — `rulekit cards replay`
        verifies it.
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
  const state = current(session);
  const live = atEnd(session);
  const last = session.states.length - 1;

  const start = () => {
    if (!choice.seed.trim()) {
      setMessage({ kind: "error", text: "A seed is required: the same seed gives the same match." });
      return;
    }
    storage.setJson(SETUP_KEY, choice);
    setSession(begin(content, choice));
    setMessage({
      kind: "info",
      text: `New match: ${buildSetup(content, choice).label}, seed ${choice.seed}.`,
    });
  };
  const onPlay = (command: Command) => {
    const next = play(session, command);
    if ("error" in next) setMessage({ kind: "error", text: `Refused: ${next.error}` });
    else {
      setSession(next);
      setMessage(null);
    }
  };
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
    setSession(loaded.session);
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
      : describeCommand(session.states[session.cursor - 1]!, session.commands[session.cursor - 1]!);
  const ended = state.status === MATCH_STATUS.over;
  const endEvent = session.batches[session.cursor]?.find((e) => e.type === "MatchEnded");

  return (
    <>
      <div className="cc-toolbar">
        <SetupForm content={content} value={choice} onChange={setChoice} onStart={start} />
        <div className="cc-files">
          <button
            type="button"
            data-testid="cards-export"
            onClick={() =>
              downloadJson(`cards-match-${session.seed.replace(/[^\w.-]+/g, "_")}.json`, exportLog(session))
            }
          >
            Export log{live ? "" : ` (up to step ${session.cursor})`}
          </button>
          <JsonFileInput
            label="Open a match log"
            testId="cards-import"
            onLoad={(r) => (r.ok ? onImport(r.data, r.name) : setMessage({ kind: "error", text: r.error }))}
          />
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
        {session.label} · seed {session.seed} · turn {state.turn} ·{" "}
        {ended
          ? endEvent
            ? describeEvent(state, endEvent)
            : state.winner === null
              ? "draw"
              : `${state.players[state.winner].name} wins`
          : `${state.players[state.active].name} to play`}
      </p>
      <div className="cc-layout">
        <div className="cc-main">
          <PlayersView state={state} />
          <BoardView state={state} />
          <HandsView state={state} />
        </div>
        <div className="cc-side">
          <CommandPanel
            state={state}
            live={live}
            later={last - session.cursor}
            onPlay={onPlay}
            onAiMove={() =>
              setSession(
                aiMove(session, session.aiSide === 1 && state.active === 1 ? session.aiPolicy : "balanced"),
              )
            }
            onResume={() => setSession(truncate(session))}
          />
          <Timeline
            cursor={session.cursor}
            last={last}
            label={stepLabel}
            onGo={(i) => setSession(goTo(session, i))}
          />
          <EventLog
            states={session.states}
            commands={session.commands}
            batches={session.batches}
            cursor={session.cursor}
          />
        </div>
      </div>
    </>
  );
}
