import { CLASSIC_V2, parseRuleSet, type RuleSet } from "@rulekit/rps-grid";
import { useId, useMemo, useState } from "react";
import { JsonFileInput } from "../../lib/json-file-input.tsx";
import { Link, useNavigate, useSearchParams } from "../../lib/router.tsx";
import { RuleSetView } from "../rps/rule-set-view.tsx";
import { trialRulesFromEditor } from "../rps/trial-rules.ts";
import { arenaRequest } from "./api/client.ts";
import type { Competitor, Round } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { gamesProblem, roundBody } from "./inputs.ts";
import { ActionError } from "./states.tsx";
import { useAction, useArena } from "./use-arena.ts";

type RulesSource = "classic" | "editor" | "file";

/**
 * Start a scoring round (Classic, every competitor with an accepted version) or a trial match (Đấu thử:
 * the RuleSet from the rule editor, a file or Classic, and the entrants picked here). Opened from the rule
 * editor's "Use for a trial match" (`?trial=editor`) it is ready for a trial on that RuleSet.
 */
export function AdminRoundForm(props: { token: string }) {
  const { competition, live } = useArenaContext();
  const navigate = useNavigate();
  const fromEditor = useSearchParams().get("trial") === "editor";
  const [kind, setKind] = useState<"scoring" | "trial">(fromEditor ? "trial" : "scoring");
  const [source, setSource] = useState<RulesSource>(fromEditor ? "editor" : "classic");
  const [file, setFile] = useState<{ name: string; data: unknown } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [games, setGames] = useState(String(competition.settings.scheduling.games));
  const [seed, setSeed] = useState("");
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const competitors = useArena<Competitor[]>(competitionPath(competition, "/competitors"), null, live.tick);
  const action = useAction();
  const id = useId();
  const editor = useMemo(() => (source === "editor" ? trialRulesFromEditor() : null), [source]);
  const chosen = useMemo((): { rules: RuleSet; name: string } | { error: string } | null => {
    if (kind === "scoring" || source === "classic")
      return { rules: CLASSIC_V2 as RuleSet, name: "Classic v2" };
    const raw = source === "editor" ? editor : file;
    if (!raw) return null;
    const parsed = parseRuleSet(source === "editor" ? editor!.rules : file!.data);
    if (!parsed.ok)
      return {
        error: `${raw.name}: not a valid RuleSet (${parsed.issues.length} problems): fix it in the rule editor.`,
      };
    return { rules: parsed.value, name: raw.name };
  }, [kind, source, editor, file]);
  const playable = (competitors.data ?? []).filter((c) => c.status === "active" && c.activeVersion !== null);
  const entrants = playable.filter((c) => picked.has(c.id)).map((c) => c.id);
  const gamesOk = gamesProblem(games) === null;
  const ready =
    gamesOk && (kind === "scoring" || (entrants.length >= 2 && chosen !== null && !("error" in chosen)));
  return (
    <section className="arena-panel" aria-labelledby={`${id}-title`} data-testid="arena-round-form">
      <h3 id={`${id}-title`}>Start a round</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready) return;
          void action.run(async () => {
            const body = roundBody({
              kind,
              name,
              games,
              seed,
              rules: chosen && "rules" in chosen && source !== "classic" ? chosen.rules : null,
              entrants,
            });
            const round = await arenaRequest<Round>(competitionPath(competition, "/rounds"), {
              method: "POST",
              token: props.token,
              json: body,
            });
            navigate(`/arena/rounds/${round.id}`);
          }, props.token);
        }}
      >
        <fieldset className="arena-choice">
          <legend>Kind</legend>
          <label>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === "scoring"}
              onChange={() => setKind("scoring")}
            />{" "}
            Scoring round (Classic, everyone with an accepted version, counts for the leaderboard)
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === "trial"}
              onChange={() => setKind("trial")}
              data-testid="arena-round-kind-trial"
            />{" "}
            Trial match (any RuleSet, the entrants you pick, counts for nothing)
          </label>
        </fieldset>
        <div className="arena-fields">
          <label htmlFor={`${id}-name`}>Name (optional)</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <label htmlFor={`${id}-games`}>Seeds per pairing (1–20, each played from both sides)</label>
          <input
            id={`${id}-games`}
            inputMode="numeric"
            value={games}
            size={4}
            onChange={(e) => setGames(e.currentTarget.value)}
            aria-invalid={gamesOk ? undefined : true}
          />
          <label htmlFor={`${id}-seed`}>Seed (optional; default round-N)</label>
          <input
            id={`${id}-seed`}
            value={seed}
            maxLength={100}
            onChange={(e) => setSeed(e.currentTarget.value)}
          />
        </div>
        {!gamesOk ? (
          <p className="error" role="alert">
            {gamesProblem(games)}
          </p>
        ) : null}
        {kind === "trial" ? (
          <>
            <fieldset className="arena-choice">
              <legend>RuleSet</legend>
              <label>
                <input
                  type="radio"
                  name={`${id}-rules`}
                  checked={source === "editor"}
                  onChange={() => setSource("editor")}
                  data-testid="arena-rules-editor"
                />{" "}
                The rule editor's (<Link to="/rps/rules">open the rule editor</Link>, then "Use for a trial
                match")
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-rules`}
                  checked={source === "file"}
                  onChange={() => setSource("file")}
                />{" "}
                A RuleSet file
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-rules`}
                  checked={source === "classic"}
                  onChange={() => setSource("classic")}
                />{" "}
                Classic
              </label>
            </fieldset>
            {source === "file" ? (
              <JsonFileInput
                label="RuleSet file"
                testId="arena-rules-file"
                onLoad={(r) => {
                  if (!r.ok) {
                    setFile(null);
                    setFileError(r.error);
                  } else {
                    setFileError(null);
                    setFile({ name: r.name.replace(/\.json$/i, ""), data: r.data });
                  }
                }}
              />
            ) : null}
            {fileError ? (
              <p className="error" role="alert">
                {fileError}
              </p>
            ) : null}
            {source === "editor" && !editor ? (
              <p className="warning" role="status">
                The rule editor has not handed over a RuleSet in this browser yet: make one in the{" "}
                <Link to="/rps/rules">rule editor</Link> and press "Use for a trial match".
              </p>
            ) : null}
            {chosen && "error" in chosen ? (
              <p className="error" role="alert">
                {chosen.error}
              </p>
            ) : null}
            {chosen && "rules" in chosen && source !== "classic" ? (
              <details data-testid="arena-trial-rules">
                <summary>
                  {chosen.name}: {chosen.rules.id}
                </summary>
                <RuleSetView rules={chosen.rules} name={chosen.name} seed={seed.trim() || "preview"} />
              </details>
            ) : null}
            <fieldset className="arena-entrants" data-testid="arena-entrants">
              <legend>Entrants (at least two)</legend>
              {playable.length < 2 ? (
                <p className="muted">
                  Fewer than two competitors can play (active, with an accepted version).
                </p>
              ) : (
                playable.map((c) => (
                  <label key={c.id}>
                    <input
                      type="checkbox"
                      checked={picked.has(c.id)}
                      onChange={(e) => {
                        const next = new Set(picked);
                        if (e.currentTarget.checked) next.add(c.id);
                        else next.delete(c.id);
                        setPicked(next);
                      }}
                    />{" "}
                    {c.displayName} (version {c.activeVersion})
                  </label>
                ))
              )}
            </fieldset>
          </>
        ) : null}
        <button
          type="submit"
          className="primary"
          disabled={action.busy || !ready}
          data-testid="arena-round-create"
        >
          {kind === "scoring" ? "Start the scoring round" : "Start the trial match"}
        </button>
        {kind === "trial" && entrants.length < 2 ? (
          <span className="muted arena-small"> Pick at least two entrants.</span>
        ) : null}
      </form>
      <ActionError error={action.error} testId="arena-round-error" />
    </section>
  );
}
