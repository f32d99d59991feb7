import { NavLink, Outlet } from "../../lib/router.tsx";
import "./rps.css";

/** /rps: the title and the four tools (play, watch bots, replays, the rule editor). */
export function RpsLayout() {
  return (
    <section className="rps" aria-labelledby="rps-title">
      <h1 id="rps-title">RPS Grid</h1>
      <p className="lead">
        OTTv2 rock-paper-scissors chess: rock beats scissors, scissors beat paper, paper beats rock. Reach the
        opponent's home or capture every piece.
      </p>
      <nav aria-label="RPS Grid tools" className="rps-tabs">
        <NavLink to="/rps" end>
          Play
        </NavLink>
        <NavLink to="/rps/watch">Watch bots</NavLink>
        <NavLink to="/rps/replay">Replays</NavLink>
        <NavLink to="/rps/rules">Rule editor</NavLink>
      </nav>
      <Outlet />
    </section>
  );
}
