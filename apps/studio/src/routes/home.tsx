import { ENGINES } from "../engines.ts";
import { Link } from "../lib/router.tsx";

export function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Rulekit Studio</h1>
      <p className="lead">Play, inspect and author levels for four deterministic game rule engines.</p>
      <ul className="engine-grid">
        {ENGINES.map((engine) => (
          <li key={engine.id} className="card" data-testid={`engine-${engine.id}`}>
            <h2>
              <Link to={engine.path}>{engine.name}</Link>
            </h2>
            <p>{engine.blurb}</p>
            <p className="links">
              {engine.links.map((link) => (
                <Link key={link.path} to={link.path}>
                  {link.label}
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. <Link to="/">Back to the studio home</Link>.
      </p>
    </section>
  );
}
