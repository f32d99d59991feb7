import { DEFAULT_BALANCE, type Level } from "@rulekit/reactor";
import { memo } from "react";
import { NumberField } from "../ui/fields.tsx";
import { balanceLeaves, getIn, setOverride } from "./balance-overrides.ts";
import type { EditorAction } from "./editor-state.ts";

const LEAVES = balanceLeaves(DEFAULT_BALANCE);

function withOverride(level: Level, path: string[], value: number | undefined): Level {
  const balance = setOverride(level.balance, path, value);
  const { balance: _old, ...rest } = level;
  return balance === undefined ? rest : { ...rest, balance };
}

/**
 * Every balance number with its default; setting one stores a level override, Reset removes it. It takes
 * the level's balance alone, so an edit of the map does not re-render its many fields.
 */
export const BalancePanel = memo(function BalancePanel(props: {
  balance: Level["balance"];
  dispatch: (a: EditorAction) => void;
}) {
  const groups = new Map<string, typeof LEAVES>();
  for (const leaf of LEAVES) {
    const group = leaf.path.length > 1 ? (leaf.path[0] as string) : "general";
    groups.set(group, [...(groups.get(group) ?? []), leaf]);
  }
  const count = LEAVES.filter((l) => typeof getIn(props.balance, l.path) === "number").length;
  return (
    <section className="rx-panel rx-balance" aria-labelledby="rx-balance-title">
      <h2 id="rx-balance-title">Balance overrides ({count})</h2>
      <p className="rx-muted">
        Defaults come from the engine; a changed value is stored in the level as an override.
      </p>
      {[...groups].map(([group, leaves]) => (
        <details key={group}>
          <summary>{group}</summary>
          <div className="rx-balance-grid">
            {leaves.map((leaf) => {
              const override = getIn(props.balance, leaf.path);
              const overridden = typeof override === "number";
              const name = leaf.path.join(".");
              return (
                <div key={name} className={overridden ? "rx-overridden" : undefined}>
                  <NumberField
                    label={`${name}${overridden ? ` (default ${leaf.value})` : ""}`}
                    value={overridden ? (override as number) : leaf.value}
                    testId={`balance-${name}`}
                    onCommit={(value) =>
                      props.dispatch({
                        type: "edit",
                        update: (l) => withOverride(l, leaf.path, value === leaf.value ? undefined : value),
                      })
                    }
                  />
                  {overridden && (
                    <button
                      type="button"
                      aria-label={`Reset ${name} to its default`}
                      onClick={() =>
                        props.dispatch({ type: "edit", update: (l) => withOverride(l, leaf.path, undefined) })
                      }
                    >
                      Reset
                    </button>
                  )}
                </div>
              );
            })}
          </div>
        </details>
      ))}
    </section>
  );
});
