import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "./router.tsx";

/**
 * Catches what a part of the studio throws while it renders (or a page's code that fails to load) and
 * shows `fallback` in its place, so the rest of the studio — header, navigation, other pages — stays.
 * A new `resetKey` (the address, say) clears the error: going to another page always tries again.
 */
export class ErrorBoundary extends Component<
  {
    children: ReactNode;
    resetKey?: string;
    fallback: (error: Error, retry: () => void) => ReactNode;
  },
  { error: Error | null; key: string | undefined }
> {
  override state: { error: Error | null; key: string | undefined } = {
    error: null,
    key: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { error: Error | null; key: string | undefined },
  ): { error: null; key: string | undefined } | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever debugs it (a warning: the page has handled it and says so).
    console.warn(
      "Rulekit Studio: a page failed and was replaced by its error screen",
      error,
      info.componentStack,
    );
  }

  retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

/** What a failed page says: in plain words, with its technical detail folded away, and ways out. */
export function PageError(props: { error: Error; retry: () => void; where?: string; heading?: 1 | 2 }) {
  const Heading = props.heading === 2 ? "h2" : "h1";
  const loadFailed = /dynamically imported module|Importing a module script failed|error loading/i.test(
    props.error.message,
  );
  return (
    <section className="page-error" role="alert" data-testid="page-error" aria-labelledby="page-error-title">
      <Heading id="page-error-title">
        {props.where ? `${props.where} stopped working` : "This page stopped working"}
      </Heading>
      <p>
        {loadFailed
          ? "Part of this page could not be downloaded (the connection dropped, or the studio was updated meanwhile)."
          : "Something on this page went wrong, so it is not shown. The rest of the studio still works, and nothing you saved is lost."}
      </p>
      <p className="page-error-actions">
        <button type="button" className="primary" onClick={props.retry}>
          Try again
        </button>
        <button type="button" onClick={() => window.history.back()}>
          Go back
        </button>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/">Back to the studio home</Link>
      </p>
      <details>
        <summary>Technical detail</summary>
        <p className="page-error-detail">{props.error.message}</p>
      </details>
    </section>
  );
}
