/**
 * A child process that takes one submission in with rps-arena's own acquireSubmission (git fetch of
 * one commit, no hooks, bounded; the submission rules; only source files kept). It runs apart
 * because git runs synchronously: the service's event loop never waits on a competitor's server.
 * stdin: one JSON request; stdout: one JSON answer (see acquire-child.ts).
 */
import {
  acquireSubmission,
  encodeSnapshot,
  GitFetchError,
  inertText,
  SubmissionError,
} from "@rulekit/rps-arena";

interface Request {
  source: { kind: "git"; url: string } | { kind: "folder"; dir: string };
  ref: string;
  /** How the folder is named in messages (an unpacked archive's temporary folder is not shown). */
  folderLabel: string;
  maxBytes: number;
  timeoutMs: number;
  /** The address the git host was checked at: git reaches it and nothing else (no redirect either). */
  pinnedAddress?: string;
}

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const request = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Request;
  const hide = (message: string) => {
    const plain =
      request.source.kind === "folder"
        ? message.split(request.source.dir).join(request.folderLabel)
        : message;
    return inertText(plain, { maxChars: 2000, multiline: true });
  };
  let answer: unknown;
  try {
    const acquired = acquireSubmission(request.source, request.ref, {
      maxBytes: request.maxBytes,
      timeoutMs: request.timeoutMs,
      ...(request.pinnedAddress === undefined ? {} : { pinnedAddress: request.pinnedAddress }),
    });
    answer = {
      ok: true,
      commit: acquired.commit,
      sourceHash: acquired.submission.sourceHash,
      language: acquired.submission.manifest.language,
      snapshot: encodeSnapshot(acquired.submission),
      kept: acquired.kept,
      dropped: acquired.dropped,
    };
  } catch (error) {
    const refused = error instanceof SubmissionError || error instanceof GitFetchError;
    answer = {
      ok: false,
      kind: refused ? "refused" : "infrastructure",
      message: hide(error instanceof Error ? error.message : String(error)),
    };
  }
  process.stdout.write(JSON.stringify(answer));
}

main().catch((error) => {
  process.stdout.write(JSON.stringify({ ok: false, kind: "infrastructure", message: String(error) }));
});
