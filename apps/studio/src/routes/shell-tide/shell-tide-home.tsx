import { Link } from "../../lib/router.tsx";
import "./shell-tide.css";

/** /shell-tide: what the game is, and the two pages. */
export function ShellTideHome() {
  return (
    <section className="st-page" aria-labelledby="st-home-title">
      <h1 id="st-home-title">Shell Tide</h1>
      <p className="lead">
        Full Rescue v2: sow starfish around a ring of 8 or 12 pits, aim the STOP, open Rescue Vortices and
        bring every starfish back to the Safe Water within the turn limit.
      </p>
      <ul className="engine-grid">
        <li className="card">
          <h2>
            <Link to="/shell-tide/play">Play</Link>
          </h2>
          <p>
            The ten levels of the pack, with Dual Preview, hints and star ratings. First visit: the beach
            intro.
          </p>
        </li>
        <li className="card">
          <h2>
            <Link to="/shell-tide/levels">Levels &amp; proofs</Link>
          </h2>
          <p>
            The designer's view: each level's solver proof, its completion-turn distribution, the optimal path
            step by step, and a live solve of any level file you load.
          </p>
        </li>
      </ul>
    </section>
  );
}
