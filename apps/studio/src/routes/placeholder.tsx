import { ENGINES, type EngineEntry } from "../engines.ts";
import { Link } from "../lib/router.tsx";

/** Shown on an engine's route until its pages land. */
export function EnginePlaceholder(props: { id: EngineEntry["id"] }) {
  const engine = ENGINES.find((e) => e.id === props.id)!;
  return (
    <section aria-labelledby="engine-title">
      <h1 id="engine-title">{engine.name}</h1>
      <p className="lead">{engine.blurb}</p>
      <p role="status">The {engine.name} pages are not available in this build yet.</p>
      <p>
        <Link to="/">Back to the studio home</Link>
      </p>
    </section>
  );
}
