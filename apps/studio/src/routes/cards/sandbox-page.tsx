import {
  type Command,
  type ContentBundle,
  type MatchEvent,
  type MatchState,
  parseMatchLog,
} from "@rulekit/card-combat";
import { useEffect, useMemo, useRef, useState } from "react";
import { downloadJson } from "../../lib/files.ts";
import { IssueTable } from "../../lib/issue-table.tsx";
import { JsonFileInput } from "../../lib/json-file-input.tsx";
import { type PlainIssue, plainIssue, refusedFileText } from "../../lib/plain-issues.ts";
import { setSearchParams, useSearchParams } from "../../lib/router.tsx";
import { browserStorage } from "../../lib/storage.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";
import { Table } from "./board-view.tsx";
import { loadCardContent } from "./content.ts";
import { buildSetup, defaultSetup, type SandboxSetup } from "./decks.ts";
import { EndPanel } from "./end-panel.tsx";
import { EventLog } from "./event-log.tsx";
import { asHistory, CURRENT_KEY, HISTORY_KEY, type HistoryEntry, recordMatch } from "./history.ts";
import { HowToPlay } from "./how-to-play.tsx";
import { MatchHistory } from "./match-history.tsx";
import { linkFrom, linkParams } from "./match-link.ts";
import { matchSummary } from "./match-summary.ts";
import {
  actionsByCard,
  commandTarget,
  type Pending,
  pendingCommands,
  startAction,
  viewerOf,
} from "./player-actions.ts";
import { recentStep } from "./recent.ts";
import {
  aiMove,
  atEnd,
  current,
  exportLog,
  goTo,
  play,
  type Session,
  sessionFromCommands,
  sessionFromLog,
  startSession,
  truncate,
} from "./session.ts";
import { SetupForm } from "./setup-form.tsx";
import { Timeline } from "./timeline.tsx";
import { TurnPanel } from "./turn-panel.tsx";
import { commandText, endReasonText, outcomeTitle, turnOf, type Voice } from "./words.ts";
import "./cards.css";

const SETUP_KEY = "rulekit.cards.sandbox-setup";
const HOW_KEY = "rulekit.cards.how-to-play-seen";
/** How long each of the opponent's moves stays on screen while its turn plays out. */
const OPPONENT_STEP_MS = 650;

export function CardsSandboxPage() {
  const content = loadCardContent();
  return (
    <section aria-labelledby="cc-title" className="cc-page">
      {content.ok ? (
        <Sandbox content={content.value} />
      ) : (
        <>
          <h1 id="cc-title">Card Combat</h1>
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
        </>
      )}
    </section>
  );
}

/** A match on screen: its session, the set-up it came from (null: opened from a file) and the replay view. */
interface Game {
  session: Session;
  choice: SandboxSetup | null;
  replay: boolean;
}

function begin(content: ContentBundle, choice: SandboxSetup): Session {
  const { setup, label, policyB } = buildSetup(content, choice);
  return startSession(choice.seed, setup, label, { side: choice.aiPlaysB ? 1 : null, policy: policyB });
}

/** A match rebuilt from its link by the engine; a problem says what in the link could not be used. */
function fromLink(
  content: ContentBundle,
  params: URLSearchParams,
): { game: Game; problem: string | null } | { problem: string } | null {
  const link = linkFrom(params);
  if (link === null) return null;
  if ("problem" in link) return link;
  let built: ReturnType<typeof buildSetup>;
  try {
    built = buildSetup(content, link.choice);
  } catch {
    return { problem: "the link names a deck or an opponent this studio does not have" };
  }
  const { session, applied } = sessionFromCommands(
    link.choice.seed,
    built.setup,
    built.label,
    { side: link.choice.aiPlaysB ? 1 : null, policy: built.policyB },
    link.commands,
  );
  const last = session.states.length - 1;
  const cursor = link.replay && link.at === null ? 0 : Math.min(link.at ?? last, last);
  return {
    game: { session: goTo(session, cursor), choice: link.choice, replay: link.replay },
    problem:
      applied < link.commands.length
        ? `Only ${applied} of the link's ${link.commands.length} moves could be played; the match goes on from there.`
        : null,
  };
}

/** The query of a game's link (none for a match opened from a file). */
function queryOf(game: Game, withStep: boolean): string | null {
  if (!game.choice) return null;
  const last = game.session.states.length - 1;
  const params = linkParams({
    choice: game.choice,
    commands: game.session.commands,
    at: withStep && game.session.cursor !== last ? game.session.cursor : null,
    replay: withStep && game.replay,
  });
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null) out.set(k, v);
  return out.toString();
}

/** "seed-7" → "seed-8", "abc" → "abc-2": a rematch gets a fresh, still reproducible seed. */
export function nextSeed(seed: string): string {
  const match = /^(.*?)(\d+)$/.exec(seed);
  return match ? `${match[1]}${Number(match[2]) + 1}` : `${seed}-2`;
}

function statusLine(session: Session, state: MatchState, voice: Voice): string {
  const who = voice.personal ? `You vs ${state.players[1].name}` : session.label;
  const head = `${who} · seed ${session.seed} · Turn ${state.turn}`;
  if (state.status === "playing") return `${head} · ${turnOf(state, voice)}`;
  if (state.endReason === null) return `${head} · the match is over`;
  return `${head} · ${outcomeTitle(state, state.winner, voice)}: ${endReasonText(state, state.endReason, state.winner, voice)}`;
}

/**
 * The batches the table shows as "what just happened": the step on screen, and against the AI the whole
 * run of the opponent's moves since your last one (so its attacks and the cards it destroyed stay shown).
 */
function recentSpan(
  session: Session,
  viewer: number,
  personal: boolean,
): { before: MatchState | undefined; events: MatchEvent[] } {
  const to = session.cursor;
  if (to === 0) return { before: undefined, events: [] };
  let from = to;
  if (personal && session.commands[to - 1]?.side !== viewer)
    while (from > 1 && session.commands[from - 2]?.side !== viewer) from--;
  return { before: session.states[from - 1], events: session.batches.slice(from, to + 1).flat() };
}

function Sandbox(props: { content: ContentBundle }) {
  const { content } = props;
  const storage = useMemo(() => browserStorage(), []);
  const reducedMotion = useReducedMotion();
  const params = useSearchParams();
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
  const [message, setMessage] = useState<{
    kind: "error" | "info";
    text: string;
    issues?: PlainIssue[];
  } | null>(null);
  // The match comes from the address (a reload, a link, Back/Forward), else the one this browser had open
  // (a closed tab), else a new one.
  const [game, setGame] = useState<Game>(() => {
    const linked = fromLink(content, params);
    if (linked && "game" in linked) return linked.game;
    const stored = storage.getJson<string>(CURRENT_KEY);
    const restored = typeof stored === "string" ? fromLink(content, new URLSearchParams(stored)) : null;
    if (restored && "game" in restored) return { ...restored.game, replay: false };
    return { session: begin(content, choice), choice, replay: false };
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [reveal, setReveal] = useState(false);
  const [panel, setPanel] = useState<"new" | "history" | "how" | null>(null);
  const [firstVisit] = useState(() => !storage.getJson<boolean>(HOW_KEY));
  const [history, setHistory] = useState<HistoryEntry[]>(() => asHistory(storage.getJson(HISTORY_KEY)));
  /** The last step of the opponent's run of moves being shown one by one (null: none is). */
  const [watchTo, setWatchTo] = useState<number | null>(null);

  const { session } = game;
  const state = current(session);
  const live = atEnd(session);
  const last = session.states.length - 1;
  const viewer = viewerOf(session.aiSide, state);
  const voice: Voice = { viewer, reveal, personal: session.aiSide !== null };
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
  const recent = useMemo(() => {
    const span = recentSpan(session, viewer, voice.personal === true);
    return recentStep(span.before, span.events);
  }, [session, viewer, voice.personal]);

  // Problems with the address the page opened on are said once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    const linked = fromLink(content, params);
    if (linked && "problem" in linked && linked.problem)
      setMessage({ kind: "error", text: `This link could not be opened as it is: ${linked.problem}.` });
  }, []);

  // The address and storage follow the match: every move, every step of the timeline (replaced, not pushed).
  const written = useRef<string | null>(null);
  useEffect(() => {
    const query = queryOf(game, true);
    if (query === null) return;
    written.current = query;
    setSearchParams(new URLSearchParams(query));
    storage.setJson(CURRENT_KEY, queryOf(game, false));
  }, [game, storage]);
  // Back/Forward or a link inside the studio (the match history): the match follows the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => {
    const query = params.toString();
    if (query === written.current) return;
    const linked = fromLink(content, params);
    if (!linked) return;
    if ("game" in linked) {
      written.current = query;
      setGame(linked.game);
      setPending(null);
      setWatchTo(null);
      setMessage(linked.problem ? { kind: "error", text: linked.problem } : null);
    } else setMessage({ kind: "error", text: `This link could not be opened as it is: ${linked.problem}.` });
  }, [params]);

  // A finished match goes into the history (once).
  useEffect(() => {
    if (!live || state.status !== "over" || !game.choice) return;
    const query = queryOf(game, false);
    if (!query) return;
    const outcome =
      state.winner === null
        ? "draw"
        : state.winner === (session.aiSide === null ? 0 : viewer)
          ? "won"
          : "lost";
    setHistory(
      recordMatch(storage, {
        query,
        label: session.label,
        seed: session.seed,
        outcome,
        turns: state.turn,
        endedAt: new Date().toISOString(),
      }),
    );
  }, [live, state, game, session, storage, viewer]);

  // The opponent's moves play out one by one (each shown where it happens); reduced motion: at once.
  useEffect(() => {
    if (watchTo === null) return;
    if (session.cursor >= watchTo || reducedMotion) {
      if (session.cursor !== watchTo) setGame((g) => ({ ...g, session: goTo(g.session, watchTo) }));
      setWatchTo(null);
      return;
    }
    const id = setTimeout(
      () => setGame((g) => ({ ...g, session: goTo(g.session, g.session.cursor + 1) })),
      OPPONENT_STEP_MS,
    );
    return () => clearTimeout(id);
  }, [watchTo, session.cursor, reducedMotion]);

  useEffect(() => {
    if (!pending) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setPending(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [pending]);

  const replace = (next: Session, extra: Partial<Game> = {}) => {
    setGame((g) => ({ ...g, ...extra, session: next }));
    setPending(null);
  };
  const startWith = (next: SandboxSetup) => {
    if (!next.seed.trim()) {
      setMessage({ kind: "error", text: "A seed is required: the same seed gives the same match." });
      return;
    }
    storage.setJson(SETUP_KEY, next);
    const fresh: Game = { session: begin(content, next), choice: next, replay: false };
    // A new match is a new page in the history: Back returns to the one before.
    const query = queryOf(fresh, true)!;
    written.current = query;
    setSearchParams(new URLSearchParams(query), { push: true });
    setGame(fresh);
    setPending(null);
    setWatchTo(null);
    setPanel(null);
    setMessage({ kind: "info", text: `New match: ${buildSetup(content, next).label}, seed ${next.seed}.` });
  };
  const onPlay = (command: Command) => {
    const next = play(session, command);
    if ("error" in next) {
      setMessage({ kind: "error", text: `Refused: ${next.error}` });
      return;
    }
    setMessage(null);
    const ownStep = session.cursor + 1;
    // The AI answered: show its moves one after the other, starting from the step after yours.
    if (next.states.length - 1 > ownStep && !reducedMotion) {
      replace(goTo(next, ownStep), { replay: false });
      setWatchTo(next.states.length - 1);
    } else replace(next, { replay: false });
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
      // Said in plain words, as the table under it says each one (the validator's words are the CLI's).
      const issues = parsed.issues.map((issue) => plainIssue(issue));
      setMessage({
        kind: "error",
        text: `${refusedFileText(name, "a card-combat match log", issues)} The match on screen stays.`,
        issues,
      });
      return;
    }
    const loaded = sessionFromLog(parsed.value);
    if ("error" in loaded) {
      setMessage({
        kind: "error",
        text: `${name} does not replay, so the match on screen stays: ${loaded.error}`,
      });
      return;
    }
    setGame({ session: loaded.session, choice: null, replay: true });
    setPending(null);
    setWatchTo(null);
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
      : commandText(session.states[session.cursor - 1]!, session.commands[session.cursor - 1]!, voice);
  const toggle = (which: "new" | "history" | "how") => {
    setPanel((p) => (p === which ? null : which));
    if (which === "how") storage.setJson(HOW_KEY, true);
  };
  const link = typeof window === "undefined" ? "" : window.location.href;

  return (
    <>
      <div className="cc-head">
        <h1 id="cc-title">Card Combat</h1>
        <p role="status" className="cc-status" data-testid="cards-status">
          {statusLine(session, state, voice)}
        </p>
        <div className="cc-head-tools">
          <button
            type="button"
            aria-expanded={panel === "new"}
            aria-controls="cc-panel-new"
            onClick={() => toggle("new")}
            data-testid="cards-new-toggle"
          >
            New match
          </button>
          <button
            type="button"
            aria-expanded={panel === "history"}
            aria-controls="cc-panel-history"
            onClick={() => toggle("history")}
            data-testid="cards-history-toggle"
          >
            Match history{history.length ? ` (${history.length})` : ""}
          </button>
          <button
            type="button"
            aria-expanded={panel === "how"}
            aria-controls="cc-panel-how"
            onClick={() => toggle("how")}
          >
            How to play
          </button>
        </div>
      </div>
      {firstVisit && panel !== "how" ? (
        <p className="cc-muted cc-message">
          New here? You are the blue side at the bottom; bring the opponent's leader to 0 health.{" "}
          <button type="button" className="cc-linkish" onClick={() => toggle("how")}>
            How to play
          </button>
        </p>
      ) : null}
      {panel === "how" ? (
        <div id="cc-panel-how">
          <HowToPlay />
        </div>
      ) : null}
      {panel === "history" ? (
        <div id="cc-panel-history">
          <MatchHistory entries={history} current={queryOf(game, false)} />
        </div>
      ) : null}
      {panel === "new" ? (
        <div id="cc-panel-new" className="cc-toolbar">
          <SetupForm
            content={content}
            value={choice}
            onChange={setChoice}
            onStart={() => startWith(choice)}
          />
          <div className="cc-files">
            <button type="button" data-testid="cards-export" onClick={exportMatch}>
              Export the match log{live ? "" : ` (up to step ${session.cursor})`}
            </button>
            <JsonFileInput
              label="Open a match log"
              testId="cards-import"
              onLoad={(r) =>
                r.ok
                  ? onImport(r.data, r.name)
                  : setMessage({ kind: "error", text: `${r.error}. The match on screen stays.` })
              }
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
      ) : null}
      {message ? (
        <div
          role={message.kind === "error" ? "alert" : "status"}
          className={message.kind === "error" ? "error cc-message" : "cc-muted cc-message"}
          data-testid="cards-message"
        >
          <p>{message.text}</p>
          {message.issues ? <IssueTable issues={message.issues} testId="cards-issues" /> : null}
        </div>
      ) : null}
      {game.replay ? (
        <p className="cc-replay-note" data-testid="cards-replay-view">
          Replay: step through the match with the timeline (← / → on its slider).
          {game.choice ? " The address is a link to this replay." : ""}
        </p>
      ) : null}
      <div className="cc-game">
        <div className="cc-arena">
          <Table
            state={state}
            viewer={viewer}
            voice={voice}
            reveal={reveal}
            canAct={canAct}
            actions={actions}
            pending={pending}
            targets={targets}
            recent={recent}
            onStart={onStart}
            onTarget={onPlay}
            onCancel={() => setPending(null)}
          />
        </div>
        <div className="cc-side">
          {summary ? (
            <EndPanel
              state={state}
              summary={summary}
              viewer={viewer}
              voice={voice}
              link={game.choice ? link : null}
              onReplay={() => {
                const next: Game = { ...game, session: goTo(session, 0), replay: true };
                const query = queryOf(next, true);
                if (query) {
                  written.current = query;
                  setSearchParams(new URLSearchParams(query), { push: true });
                }
                setGame(next);
                setPending(null);
              }}
              onExport={exportMatch}
              onRematch={() => {
                const next = { ...choice, seed: nextSeed(session.seed) };
                setChoice(next);
                startWith(next);
              }}
            />
          ) : null}
          <TurnPanel
            state={state}
            viewer={viewer}
            voice={voice}
            live={live}
            watching={watchTo !== null}
            later={last - session.cursor}
            aiSide={session.aiSide}
            endTurn={endTurn}
            onPlay={onPlay}
            onAiMove={() =>
              replace(
                aiMove(session, session.aiSide === 1 && state.active === 1 ? session.aiPolicy : "balanced"),
              )
            }
            onResume={() => replace(truncate(session), { replay: false })}
            onSkip={() => {
              if (watchTo !== null) replace(goTo(session, watchTo));
              setWatchTo(null);
            }}
          />
          <Timeline
            cursor={session.cursor}
            last={last}
            label={stepLabel}
            onGo={(i) => {
              setWatchTo(null);
              replace(goTo(session, i));
            }}
          />
          <EventLog
            states={session.states}
            commands={session.commands}
            batches={session.batches}
            cursor={session.cursor}
            voice={voice}
          />
        </div>
      </div>
    </>
  );
}
