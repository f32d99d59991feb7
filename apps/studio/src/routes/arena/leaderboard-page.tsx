import { Link } from "../../lib/router.tsx";
import type { Leaderboard, LeaderboardRow, RoundDetail } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { useSession, viewerToken } from "./session.ts";
import { Empty, ErrorState, Loading } from "./states.tsx";
import { useArena } from "./use-arena.ts";
import { ratingWords, trendWords, when } from "./words.ts";

/**
 * /arena: the standings of the live scoring round — rank, points, wins/draws/losses, the openskill rating
 * μ ± σ and how it moved in the latest round — with a banner while the board is frozen and the round's
 * progress while it runs. Each row opens the competitor's page (its matches, each with its replay).
 */
export function LeaderboardPage() {
  const { competition, live } = useArenaContext();
  const s = useSession();
  const board = useArena<Leaderboard>(
    competitionPath(competition, "/leaderboard"),
    viewerToken(s),
    live.tick,
  );
  return (
    <section aria-labelledby="arena-board-title">
      <h2 id="arena-board-title">Leaderboard</h2>
      {board.data ? (
        <Board board={board.data} />
      ) : board.error ? (
        <ErrorState error={board.error} retry={board.reload} />
      ) : (
        <Loading what="the leaderboard" />
      )}
      {board.data && board.error ? <ErrorState error={board.error} retry={board.reload} /> : null}
    </section>
  );
}

function Board(props: { board: Leaderboard }) {
  const { board } = props;
  const { competition, live } = useArenaContext();
  const round = useArena<RoundDetail>(board.round ? `/api/rounds/${board.round.id}` : null, null, live.tick);
  return (
    <>
      {board.frozen ? (
        <div className="arena-frozen" role="status" data-testid="arena-frozen-banner">
          <strong>The leaderboard is frozen</strong>
          {board.frozenAt ? ` since ${when(board.frozenAt)}` : ""}: it shows the standings at that moment;
          results played since then stay hidden until the admins unfreeze it.
        </div>
      ) : null}
      {board.round ? (
        <p data-testid="arena-board-round">
          <Link to={`/arena/rounds/${board.round.id}`}>{board.round.name}</Link> ·{" "}
          {board.round.status === "finished" ? "finished" : board.round.status}
          {round.data && round.data.status !== "finished" ? (
            <>
              {" "}
              · <RoundProgress done={round.data.progress.done} total={round.data.progress.matches} />
            </>
          ) : null}
        </p>
      ) : (
        <p className="muted" data-testid="arena-board-no-round">
          No scoring round has started yet: the board lists every competitor with an accepted version; points
          come with the first round.
        </p>
      )}
      {board.rows.length === 0 ? (
        <Empty testId="arena-board-empty">
          <p>
            Nobody is ranked yet: a competitor is listed once a version of its bot is accepted.{" "}
            <Link to="/arena/me">Register and submit a bot</Link>.
          </p>
        </Empty>
      ) : (
        <>
          <BoardTable rows={board.rows} />
          <p className="arena-small">
            <a href={competitionPath(competition, "/leaderboard.csv")} download data-testid="arena-board-csv">
              Download the standings (CSV)
            </a>{" "}
            <span className="muted">for a spreadsheet: the board as shown here.</span>
          </p>
        </>
      )}
      <p className="muted arena-small">Ties: {board.tieBreak}.</p>
    </>
  );
}

export function RoundProgress(props: { done: number; total: number }) {
  const { done, total } = props;
  return (
    <span className="arena-progress" data-testid="arena-round-progress">
      <progress max={Math.max(1, total)} value={done} aria-label="Matches played" /> {done} of {total} matches
      played
    </span>
  );
}

function BoardTable(props: { rows: LeaderboardRow[] }) {
  return (
    <table className="arena-table arena-board" data-testid="arena-board">
      <caption className="visually-hidden">Standings</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Competitor</th>
          <th scope="col">Points</th>
          <th scope="col">
            <abbr title="wins / draws / losses">W/D/L</abbr>
          </th>
          <th scope="col" className="arena-wide">
            Rating (μ ± σ)
          </th>
          <th scope="col" className="arena-wide">
            Trend
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => {
          const trend = trendWords(row.trend);
          return (
            <tr key={row.competitorId} data-testid="arena-board-row">
              <td>{row.rank}</td>
              <th scope="row">
                <Link to={`/arena/competitors/${row.competitorId}`}>{row.displayName}</Link>
                <span className="muted"> v{row.version}</span>
                <span className="arena-narrow muted arena-small">
                  {" "}
                  {ratingWords(row.rating)} · <Trend trend={trend} />
                </span>
                {row.pending > 0 || row.noResult > 0 || row.faults > 0 ? (
                  <span className="muted arena-small arena-sub">
                    {[
                      row.pending > 0 ? `${row.pending} to play` : "",
                      row.faults > 0 ? `${row.faults} lost by fault` : "",
                      row.noResult > 0 ? `${row.noResult} without result` : "",
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                ) : null}
              </th>
              <td className="arena-num">{row.points}</td>
              <td className="arena-num">
                {row.wins}/{row.draws}/{row.losses}
              </td>
              <td className="arena-wide arena-num">{ratingWords(row.rating)}</td>
              <td className={`arena-wide arena-trend-${trend.dir}`}>
                <Trend trend={trend} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Trend(props: { trend: ReturnType<typeof trendWords> }) {
  return (
    <>
      <span aria-hidden="true">{props.trend.text}</span>
      <span className="visually-hidden">{props.trend.label}</span>
    </>
  );
}
