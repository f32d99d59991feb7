import { useState } from "react";
import { Link } from "../../lib/router.tsx";
import { arenaRequest } from "./api/client.ts";
import type { ArenaMatch, CheckGame, Submission } from "./api/types.ts";
import { useArenaContext } from "./competition.tsx";
import { ActionError, Badge } from "./states.tsx";
import { useAction, useArena } from "./use-arena.ts";
import { reasonWords, SUBMISSION_STEPS, submissionWords, type Tone, when } from "./words.ts";

export interface VersionCardProps {
  submission: Submission;
  active: boolean;
  /** The token to read with (the owner's or an admin's: build log, reason, check games' faults). */
  token: string | null;
  /** Open at first (the newest and the active version). */
  open: boolean;
  /** The owner may make an accepted version the active one. */
  onActivate?: (submission: Submission) => Promise<void>;
  /** An admin may play every match of the version again. */
  adminToken?: string | null;
}

/**
 * One version of a bot: its status (and the steps it is at while it is taken in), where it came from,
 * why it was refused or what the compiler said, its two check games each one click from their replay
 * (and, for a fault, the fault with the bot's stderr), and "Make active" for an accepted version.
 */
export function VersionCard(props: VersionCardProps) {
  const { submission: s } = props;
  const [open, setOpen] = useState(props.open);
  const words = submissionWords(s.status);
  const titleId = `arena-version-${s.id}`;
  return (
    <li className="arena-version" data-testid="arena-version" data-version={s.version} data-status={s.status}>
      <div className="arena-version-head">
        <h4 id={titleId}>Version {s.version}</h4>
        <Badge tone={words.tone} testId="arena-version-status">
          {words.label}
        </Badge>
        {props.active ? <Badge tone="ok">Active</Badge> : null}
        <span className="muted arena-small">{when(s.createdAt)}</span>
        <button
          type="button"
          className="arena-link-button"
          aria-expanded={open}
          aria-controls={`${titleId}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? "Hide details" : "Details"}
        </button>
      </div>
      {!words.final ? <Steps status={s.status} /> : null}
      {open ? <VersionBody {...props} id={`${titleId}-body`} /> : null}
    </li>
  );
}

function Steps(props: { status: string }) {
  const at = SUBMISSION_STEPS.indexOf(props.status as (typeof SUBMISSION_STEPS)[number]);
  const labels = ["Queued", "Building", "Check games", "Result"];
  return (
    <ol className="arena-steps" aria-label="Progress">
      {labels.map((label, i) => (
        <li
          key={label}
          className={i < at ? "done" : i === at ? "current" : ""}
          aria-current={i === at ? "step" : undefined}
        >
          {label}
        </li>
      ))}
    </ol>
  );
}

function VersionBody(props: VersionCardProps & { id: string }) {
  const { submission: s, token } = props;
  const { live } = useArenaContext();
  const detail = useArena<Submission>(`/api/submissions/${s.id}`, token, `${live.tick}:${s.status}`);
  const full = detail.data ?? s;
  const action = useAction();
  const [rejudged, setRejudged] = useState<number | null>(null);
  const bad = ["refused", "build_error", "check_fault", "infrastructure_error"].includes(full.status);
  return (
    <div id={props.id} className="arena-version-body">
      <p className="arena-small">
        {full.sourceKind === "git" ? (
          <>
            From git <code className="arena-break">{full.sourceUrl}</code> at <code>{full.ref}</code>
            {full.commit ? (
              <>
                {" "}
                (commit <code>{full.commit.slice(0, 12)}</code>)
              </>
            ) : null}
          </>
        ) : full.sourceKind === "archive" ? (
          <>Uploaded archive ({full.archiveFormat})</>
        ) : null}
        {full.language ? ` · ${full.language}` : ""}
        {full.sourceHash ? (
          <>
            {" "}
            · source <code>{full.sourceHash.slice(0, 12)}</code>
          </>
        ) : null}
      </p>
      {full.reason ? (
        <p className={bad ? "error" : ""} data-testid="arena-version-reason">
          {full.reason}
        </p>
      ) : null}
      {full.buildLog ? (
        <details open={full.status === "build_error"} data-testid="arena-build-log">
          <summary>Compiler output</summary>
          <pre className="arena-log">{full.buildLog}</pre>
        </details>
      ) : null}
      {full.dropped && full.dropped.length > 0 ? (
        <p className="muted arena-small">Not graded (outside bot/ or ignored): {full.dropped.join(", ")}</p>
      ) : null}
      {full.checks && full.checks.length > 0 ? (
        <div>
          <h5>Check games (against the reference bot)</h5>
          <ul className="arena-checks">
            {full.checks.map((c) => (
              <CheckLine key={c.matchId} check={c} token={token} />
            ))}
          </ul>
        </div>
      ) : full.checkMatchIds.length > 0 ? (
        <ul className="arena-checks">
          {full.checkMatchIds.map((id, i) => (
            <li key={id}>
              <Link to={`/arena/matches/${id}`}>Check game {i + 1}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="arena-actions">
        {props.onActivate && full.status === "accepted" && !props.active ? (
          <button
            type="button"
            disabled={action.busy}
            onClick={() => void action.run(() => props.onActivate!(full), token)}
            data-testid="arena-make-active"
          >
            Make version {full.version} active
          </button>
        ) : null}
        {props.adminToken ? (
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                const r = await arenaRequest<{ rejudged: number }>(`/api/submissions/${full.id}/rejudge`, {
                  method: "POST",
                  token: props.adminToken,
                });
                setRejudged(r.rejudged);
              }, props.adminToken)
            }
            data-testid="arena-rejudge-version"
          >
            Rejudge version {full.version}
          </button>
        ) : null}
        {rejudged !== null ? (
          <span role="status">
            {rejudged === 0
              ? "Taken in again."
              : `${rejudged} ${rejudged === 1 ? "match" : "matches"} queued again.`}
          </span>
        ) : null}
      </div>
      <ActionError error={action.error} />
    </div>
  );
}

/** How a game ends by the rules (anything else in `reason` is a fault code). */
const GAME_ENDS = new Set(["home", "capture_all", "no_moves", "repetition", "max_moves"]);

const CHECK_WORDS: Record<CheckGame["outcome"], string> = {
  pending: "To play",
  win: "Win",
  loss: "Loss",
  draw: "Draw",
  "no result": "No result",
};

/** Why a check game ended, from the bot's side: "the reference bot reached the home", "CPU timeout". */
function checkReason(check: CheckGame): string {
  const why = reasonWords(check.reason);
  if (!check.reason || !GAME_ENDS.has(check.reason)) return why;
  if (check.outcome === "win") return why;
  if (check.outcome === "loss") return `the reference bot won (${why})`;
  return why;
}

/** One check game: which side, its outcome, one click to its replay; a fault with the bot's stderr. */
function CheckLine(props: { check: CheckGame; token: string | null }) {
  const { check } = props;
  // A fault of this bot (its stderr in the message); a build error is shown once, as the compiler output.
  const faulty =
    check.outcome === "loss" &&
    check.reason !== null &&
    check.reason !== "bot_error" &&
    !GAME_ENDS.has(check.reason);
  const match = useArena<ArenaMatch>(faulty ? `/api/matches/${check.matchId}` : null, props.token);
  const fault = match.data?.result?.faults.find((f) => f.player === check.side);
  const tone: Tone =
    check.outcome === "win"
      ? "ok"
      : check.outcome === "loss"
        ? "bad"
        : check.outcome === "pending"
          ? "busy"
          : "plain";
  return (
    <li data-testid="arena-check">
      <Link to={`/arena/matches/${check.matchId}`}>
        Check game {check.side + 1} ({check.side === 0 ? "plays first" : "plays second"})
      </Link>{" "}
      <Badge tone={tone}>{CHECK_WORDS[check.outcome]}</Badge>
      <span className="muted arena-small">
        {check.moves !== null ? ` ${check.moves} moves` : ""}
        {check.reason ? ` · ${checkReason(check)}` : ""}
      </span>
      {fault ? (
        <pre className="arena-log" data-testid="arena-check-fault">
          {fault.code}: {fault.message}
        </pre>
      ) : null}
    </li>
  );
}
