/**
 * The first-screen program of a README: the fenced block right after the marker line
 * `<!-- first-screen -->` (blank lines between them allowed). Its language says how the packaging
 * test runs it: `js`/`mjs`/`javascript` with Node as an ES module, `ts`/`typescript` type-checked and
 * then run, `sh`/`bash`/`shell` line by line with the project's `node_modules/.bin` on the PATH. See
 * docs/contributing.md ("A README's first screen").
 */
export const FIRST_SCREEN_MARKER = "<!-- first-screen -->";

/** The block must end within this many lines of the README's start: what a reader sees first. */
export const FIRST_SCREEN_LINES = 70;

export type ProgramKind = "js" | "ts" | "sh";

const KINDS: Record<string, ProgramKind> = {
  js: "js",
  mjs: "js",
  javascript: "js",
  ts: "ts",
  typescript: "ts",
  sh: "sh",
  bash: "sh",
  shell: "sh",
};

export interface FirstScreenProgram {
  kind: ProgramKind;
  code: string;
  /** 1-based line numbers of the opening and closing fences. */
  startLine: number;
  endLine: number;
}

/** The marked program, or an error message saying what is missing or wrong. */
export function firstScreenProgram(readme: string): FirstScreenProgram | string {
  const lines = readme.split("\n");
  const markers = lines.flatMap((line, i) => (line.trim() === FIRST_SCREEN_MARKER ? [i] : []));
  if (markers.length === 0) return `no ${FIRST_SCREEN_MARKER} line`;
  if (markers.length > 1) return `${markers.length} ${FIRST_SCREEN_MARKER} lines (one program only)`;
  let open = markers[0]! + 1;
  while (open < lines.length && lines[open]!.trim() === "") open++;
  const fence = /^(`{3,})\s*([\w-]+)\s*$/.exec(lines[open] ?? "");
  if (!fence)
    return `the line after ${FIRST_SCREEN_MARKER} is not the opening fence of a code block with a language`;
  const kind = KINDS[fence[2]!.toLowerCase()];
  if (!kind) return `a ${fence[2]} block: the first-screen program is js, ts or sh`;
  const close = lines.findIndex((line, i) => i > open && line.trim() === fence[1]);
  if (close === -1) return "the code block after the marker is never closed";
  return {
    kind,
    code: `${lines.slice(open + 1, close).join("\n")}\n`,
    startLine: open + 1,
    endLine: close + 1,
  };
}
