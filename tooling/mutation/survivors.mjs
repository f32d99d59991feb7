/**
 * The mutants a report's tests did not notice (survived or no coverage), one line each, grouped by
 * file, with the source line they change: what a person writing the missing tests reads first.
 *   src/engine/position.ts
 *     65:9   Survived    UnaryOperator  -1 → +1        | const step = -1;
 */
export function survivorLines(report, { withCovered = false } = {}) {
  const out = [];
  for (const [path, file] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const missed = file.mutants
      .filter((m) => m.status === "Survived" || m.status === "NoCoverage")
      .sort(
        (a, b) =>
          a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column,
      );
    if (missed.length === 0) continue;
    const lines = file.source.split("\n");
    out.push(`${path}  (${missed.length} of ${file.mutants.length})`);
    for (const m of missed) {
      const { line, column } = m.location.start;
      const where = `${line}:${column}`.padEnd(8);
      const replacement = oneLine(m.replacement ?? "").slice(0, 60);
      const source = oneLine(lines[line - 1] ?? "").slice(0, 100);
      const covered = withCovered && m.coveredBy?.length ? `  [${m.coveredBy.length} tests]` : "";
      out.push(
        `  ${where}${m.status.padEnd(11)}${m.mutatorName.padEnd(22)}→ ${replacement.padEnd(40)} | ${source}${covered}`,
      );
    }
  }
  return out;
}

const oneLine = (text) => text.replace(/\s+/g, " ").trim();

// `node tooling/mutation/survivors.mjs <mutation.json>`: the list for one report (a check run's, say).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { readFileSync } = await import("node:fs");
  const report = JSON.parse(readFileSync(process.argv[2], "utf8"));
  for (const text of survivorLines(report)) process.stdout.write(`${text}\n`);
}
