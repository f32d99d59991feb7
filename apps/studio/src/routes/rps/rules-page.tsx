import type { ValidationIssue } from "@rulekit/core";
import {
  boardDims,
  legalMoves,
  newGame,
  parseRuleSet,
  type RuleSet,
  toProtocolState,
} from "@rulekit/rps-grid";
import { useState } from "react";
import { useNavigate } from "react-router";
import { JsonFileInput } from "../../lib/json-file-input.tsx";
import { BoardView } from "./board-view.tsx";
import { IssueList } from "./issue-list.tsx";

type Checked =
  | { name: string; ok: true; rules: RuleSet }
  | { name: string; ok: false; error: string; issues: ValidationIssue[] };

/** Load a RuleSet file: every validation problem with its JSON path, or a preview of the seeded setup. */
export function RulesPage() {
  const [checked, setChecked] = useState<Checked | null>(null);
  return (
    <section aria-labelledby="rps-rules-title">
      <h2 id="rps-rules-title">Check a RuleSet</h2>
      <p>
        Choose a RuleSet JSON file. It is checked exactly as the engine and the arena check it (board size,
        homes, starting cells, directions, movement kinds, tiles); each problem names its JSON path.
      </p>
      <JsonFileInput
        label="RuleSet file"
        testId="rps-rules-file"
        onLoad={(result) => {
          if (!result.ok)
            return setChecked({ name: result.name, ok: false, error: result.error, issues: [] });
          const parsed = parseRuleSet(result.data);
          setChecked(
            parsed.ok
              ? { name: result.name, ok: true, rules: parsed.value }
              : {
                  name: result.name,
                  ok: false,
                  error: `${result.name}: ${parsed.issues.length} problem(s)`,
                  issues: parsed.issues,
                },
          );
        }}
      />
      {checked && !checked.ok ? (
        <div role="alert" className="error" data-testid="rps-rules-error">
          <p>{checked.error}</p>
          {checked.issues.length > 0 ? <IssueList issues={checked.issues} /> : null}
        </div>
      ) : null}
      {checked?.ok ? <Preview name={checked.name} rules={checked.rules} /> : null}
    </section>
  );
}

function Preview(props: { name: string; rules: RuleSet }) {
  const { rules } = props;
  const navigate = useNavigate();
  const game = newGame(rules, "preview");
  const { rows, cols } = boardDims(rules);
  return (
    <div data-testid="rps-rules-ok">
      <p className="ok" role="status">
        {props.name}: valid RuleSet <strong>{rules.id}</strong> (version {rules.version}, {rows}×{cols}, at
        most {rules.maxMoves} moves, repetition limit {rules.repetitionLimit}).
      </p>
      <p>
        Setup with seed <code>preview</code>: {legalMoves(game).length} legal moves for player 0.
      </p>
      <BoardView rules={rules} state={toProtocolState(game)} label="Preview of the seeded setup" />
      <p>
        <button
          type="button"
          className="primary"
          onClick={() => navigate("/rps", { state: { customRules: rules } })}
        >
          Play this RuleSet against the bot
        </button>
      </p>
    </div>
  );
}
