import { useId, useRef, useState } from "react";
import { arenaRequest } from "./api/client.ts";
import type { Submission } from "./api/types.ts";
import { archiveType, MAX_ARCHIVE_BYTES } from "./inputs.ts";
import { ActionError } from "./states.tsx";
import { useAction } from "./use-arena.ts";

/**
 * Hand in a new version: a git repository's URL and a branch, tag or commit, or an uploaded zip / tar /
 * tar.gz (ott.json and bot/ at its root or in its one top folder). The service takes it in in the
 * background; the version appears in the list below and its status moves on by itself.
 */
export function SubmitPanel(props: { token: string; onSubmitted: (s: Submission) => void }) {
  const [kind, setKind] = useState<"git" | "archive">("git");
  const [url, setUrl] = useState("");
  const [ref, setRef] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Submission | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const action = useAction();
  const id = useId();
  const submit = () => {
    setProblem(null);
    setDone(null);
    if (kind === "git") {
      if (url.trim() === "") return setProblem("Give the repository's URL (https://…).");
    } else {
      if (!file) return setProblem("Choose an archive (.zip, .tar or .tar.gz).");
      if (!archiveType(file.name)) return setProblem(`${file.name} is not a .zip, .tar or .tar.gz file.`);
      if (file.size > MAX_ARCHIVE_BYTES)
        return setProblem(
          `${file.name} is larger than the ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB the arena takes.`,
        );
    }
    void action.run(async () => {
      const made =
        kind === "git"
          ? await arenaRequest<Submission>("/api/me/submissions", {
              method: "POST",
              token: props.token,
              json: { url: url.trim(), ...(ref.trim() ? { ref: ref.trim() } : {}) },
            })
          : await arenaRequest<Submission>("/api/me/submissions/archive", {
              method: "POST",
              token: props.token,
              body: file!,
              contentType: archiveType(file!.name)!,
            });
      setDone(made);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      props.onSubmitted(made);
    }, props.token);
  };
  return (
    <section className="arena-panel" aria-labelledby={`${id}-title`} data-testid="arena-submit">
      <h3 id={`${id}-title`}>Submit a version</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="arena-choice">
          <legend>From</legend>
          <label>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === "git"}
              onChange={() => setKind("git")}
            />{" "}
            a git repository
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === "archive"}
              onChange={() => setKind("archive")}
              data-testid="arena-submit-kind-archive"
            />{" "}
            an archive (zip, tar, tar.gz)
          </label>
        </fieldset>
        {kind === "git" ? (
          <div className="arena-fields">
            <label htmlFor={`${id}-url`}>Repository URL</label>
            <input
              id={`${id}-url`}
              value={url}
              maxLength={2000}
              placeholder="https://github.com/you/your-bot.git"
              inputMode="url"
              spellCheck={false}
              onChange={(e) => setUrl(e.currentTarget.value)}
              data-testid="arena-submit-url"
            />
            <label htmlFor={`${id}-ref`}>Branch, tag or commit</label>
            <input
              id={`${id}-ref`}
              value={ref}
              maxLength={200}
              placeholder="HEAD (the default branch)"
              spellCheck={false}
              onChange={(e) => setRef(e.currentTarget.value)}
              data-testid="arena-submit-ref"
            />
          </div>
        ) : (
          <div className="arena-fields">
            <label htmlFor={`${id}-file`}>Archive</label>
            <input
              id={`${id}-file`}
              ref={fileInput}
              type="file"
              className="file-picker"
              accept=".zip,.tar,.tgz,.tar.gz,application/zip,application/x-tar,application/gzip"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              data-testid="arena-submit-file"
            />
          </div>
        )}
        <p className="muted arena-small">
          The repository (or archive) holds <code>ott.json</code> at its root and the bot's code in{" "}
          <code>bot/</code>; only those are graded. Each version plays two check games against the reference
          bot before it can play.
        </p>
        <button type="submit" className="primary" disabled={action.busy} data-testid="arena-submit-button">
          {action.busy ? "Submitting…" : "Submit"}
        </button>
      </form>
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <ActionError error={action.error} testId="arena-submit-error" />
      {done ? (
        <p role="status" data-testid="arena-submit-done">
          Version {done.version} submitted: follow it in My versions below.
        </p>
      ) : null}
    </section>
  );
}
