import { Link } from "../../lib/router.tsx";
import type { ArenaMatch } from "./api/types.ts";
import { Badge } from "./states.tsx";
import { outcomeFor, resultWords, when } from "./words.ts";

/**
 * Matches as a list, each opening its replay (/arena/matches/<id>). With `sides` (the source hashes of
 * one competitor's versions) each shows win / loss / draw from that competitor's side.
 */
export function MatchList(props: { matches: ArenaMatch[]; sides?: ReadonlySet<string>; testId?: string }) {
  return (
    <ul className="arena-matches" data-testid={props.testId ?? "arena-matches"}>
      {props.matches.map((m) => {
        const side = props.sides
          ? props.sides.has(m.players[0].sourceHash)
            ? 0
            : props.sides.has(m.players[1].sourceHash)
              ? 1
              : null
          : null;
        const outcome = outcomeFor(m, side);

        return (
          <li key={m.id} data-testid="arena-match" data-match-id={m.id}>
            <Link to={`/arena/matches/${m.id}`}>
              {m.players[0].name} vs {m.players[1].name}
            </Link>{" "}
            <Badge tone={outcome.tone}>{outcome.label}</Badge>
            <span className="muted arena-small arena-sub">
              {m.kind === "check" ? "Check game" : "Round match"} · match {m.id}
              {m.result && !m.hidden ? ` · ${resultWords(m)} · ${m.result.moves} moves` : ""}
              {m.result && !m.hidden ? ` · ${when(m.result.finishedAt)}` : ""}
              {m.judging > 1 ? ` · judged ${m.judging} times` : ""}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
