import { describe, expect, it } from "vitest";
import { FAULT } from "../src/faults.js";
import { classifyRun, type MoveVerdict } from "../src/move/classify-run.js";
import { rawControlIn } from "./helpers/raw-control.js";
import { BUDGET, CONTEXT, exit, LEGAL_MOVES, run } from "./helpers/sandbox-run.js";

// Every byte of a bot's answer is hostile: whatever it prints, the verdict is the bot's own
// (a move or a fault), never an infrastructure error and never an exception in the runner.

const move = LEGAL_MOVES[1]!;
const moveText = JSON.stringify(move);
const line = (body: string) => `{"request_id":"turn-4","move":${moveText},${body}}\n`;
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

function classify(stdout: string | Buffer, budget = BUDGET): MoveVerdict {
  return classifyRun(run({}, stdout), { ...CONTEXT, budget });
}

function faultOf(stdout: string | Buffer, budget = BUDGET): { code: string; message: string } {
  const verdict = classify(stdout, budget);
  if (verdict.kind !== "fault") throw new Error(`expected a fault, got ${verdict.kind}`);
  expect(rawControlIn(verdict.message), verdict.message).toBeNull();
  return verdict;
}

describe("hostile answers through classifyRun", () => {
  it("userdata nested 6000 deep (the reported attack) is the bot's invalid_output, not a runner failure", () => {
    const verdict = faultOf(line(`"userdata":${nested(6000)}`));
    expect(verdict.code).toBe(FAULT.invalidOutput);
    expect(verdict.message).toMatch(/more than 64 levels deep/);
    // as deep as a million, and deep anywhere else in the answer
    expect(faultOf(line(`"userdata":${nested(1_000_000)}`), { ...BUDGET, outputBytes: 4e6 }).code).toBe(
      FAULT.invalidOutput,
    );
    expect(faultOf(`{"request_id":"turn-4","move":${nested(5000)}}\n`).code).toBe(FAULT.invalidOutput);
    expect(faultOf(`${nested(100_000)}\n`, { ...BUDGET, outputBytes: 1e6 }).code).toBe(FAULT.invalidOutput);
  });

  it("accepts userdata up to the depth bound and hands it back unchanged", () => {
    const deepest = nested(63); // the response object is level 1
    const verdict = classify(line(`"userdata":${deepest}`));
    expect(verdict.kind).toBe("move");
    expect(verdict.kind === "move" && JSON.stringify(verdict.userdata)).toBe(deepest);
    expect(faultOf(line(`"userdata":${nested(64)}`)).code).toBe(FAULT.invalidOutput);
  });

  it("huge or non-finite numbers are invalid_output", () => {
    const huge = (value: string) =>
      `{"request_id":"turn-4","move":{"fromRow":0,"fromCol":6,"toRow":0,"toCol":${value}}}\n`;
    for (const value of ["1e999", "-1e999", "1e20", "9007199254740993", `1${"0".repeat(5000)}`]) {
      expect(faultOf(huge(value)).code, value).toBe(FAULT.invalidOutput);
    }
    // userdata that JSON.parse reads as Infinity cannot be sent back as JSON
    expect(faultOf(line(`"userdata":{"x":1e999}`)).code).toBe(FAULT.invalidOutput);
    expect(faultOf(line(`"userdata":[${"1e308,".repeat(100)}1e309]`)).code).toBe(FAULT.invalidOutput);
  });

  it("__proto__ keys neither pollute prototypes nor get lost from userdata", () => {
    const verdict = classify(
      line(`"__proto__":{"request_id":"turn-4"},"userdata":{"__proto__":{"polluted":true},"k":[1]}`),
    );
    expect(verdict.kind).toBe("move");
    if (verdict.kind !== "move") return;
    expect(JSON.stringify(verdict.userdata)).toBe('{"__proto__":{"polluted":true},"k":[1]}');
    expect(verdict.figures.userdataBytes).toBe('{"__proto__":{"polluted":true},"k":[1]}'.length);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(verdict.userdata)).toBe(Object.prototype);
    // a request_id only on a fake prototype is no request_id
    expect(faultOf(`{"__proto__":{"request_id":"turn-4"},"move":${moveText}}\n`).code).toBe(
      FAULT.invalidOutput,
    );
  });

  it("lone surrogates: kept in userdata (counted, sent back escaped), refused in request_id", () => {
    const verdict = classify(line(`"userdata":"\\ud800x\\udfff"`));
    expect(verdict.kind).toBe("move");
    if (verdict.kind !== "move") return;
    expect(verdict.userdata).toBe("\ud800x\udfff");
    expect(JSON.stringify(verdict.userdata)).toBe('"\\ud800x\\udfff"');
    expect(verdict.figures.userdataBytes).toBeGreaterThan(0);
    const wrongId = faultOf(`{"request_id":"turn-4\\ud800","move":${moveText}}\n`);
    expect(wrongId.code).toBe(FAULT.invalidOutput);
    // raw (invalid UTF-8) bytes of a surrogate become U+FFFD, and the message shows nothing raw
    const raw = Buffer.concat([
      Buffer.from('{"request_id":"'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}\n'),
    ]);
    expect(faultOf(raw).code).toBe(FAULT.invalidOutput);
  });

  it("1 MB lines: over outputBytes they are output_limit; under a larger budget, over 1 MiB they are invalid_output", () => {
    const big = line(`"userdata":"${"x".repeat(1_000_000)}"`);
    expect(faultOf(big).code).toBe(FAULT.outputLimit);
    expect(faultOf(big, { ...BUDGET, outputBytes: 2e6 }).code).toBe(FAULT.userdataLimit);
    const bigger = line(`"pad":"${"x".repeat(1_100_000)}"`);
    const verdict = faultOf(bigger, { ...BUDGET, outputBytes: 2e6 });
    expect(verdict.code).toBe(FAULT.invalidOutput);
    expect(verdict.message).toMatch(/characters long \(the limit is 1048576\)/);
    // a megabyte of spaces is no answer either
    expect(faultOf(`${" ".repeat(1_000_000)}\n`, { ...BUDGET, outputBytes: 2e6 }).code).toBe(
      FAULT.invalidOutput,
    );
  });

  it("NUL bytes and terminal escapes are invalid_output, and the message shows them escaped", () => {
    const nul = faultOf(`{"request_id":"turn-4"\u0000,"move":${moveText}}\n`);
    expect(nul.code).toBe(FAULT.invalidOutput);
    expect(faultOf("\u0000\u0000{}\n").message).toContain("\\x00");
    const esc = faultOf("\u001b]0;owned\u0007\u001b[2J\u009b31m\u202eevil\n");
    expect(esc.code).toBe(FAULT.invalidOutput);
    expect(esc.message).toMatch(/\\x1b/);
    // inside a string, a raw control character is malformed JSON too
    expect(faultOf(`{"request_id":"turn\u001b-4","move":${moveText}}\n`).code).toBe(FAULT.invalidOutput);
    expect(faultOf(Buffer.alloc(1000)).code).toBe(FAULT.invalidOutput);
  });

  it("escapes terminal controls and bounds the stderr tail that goes into a fault message", () => {
    const stderr = Buffer.from(
      `${"noise ".repeat(500)}\u001b]0;owned\u0007\u001b[31mred\u009b2J\u202eevil\r\nlast line`,
    );
    const verdict = classifyRun(run({ report: exit({ code: 1 }), stderr }), CONTEXT);
    expect(verdict.kind === "fault" && verdict.code).toBe(FAULT.botCrash);
    if (verdict.kind !== "fault") return;
    expect(rawControlIn(verdict.message)).toBeNull();
    expect(verdict.message).toContain("\\x1b]0;owned\\x07\\x1b[31mred\\x9b2J\\u{202e}evil\\x0d\nlast line");
    expect(verdict.message.length).toBeLessThan(700);
  });
});
