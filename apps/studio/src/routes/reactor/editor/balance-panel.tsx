import { DEFAULT_BALANCE, type Level } from "@rulekit/reactor";
import { memo, useEffect, useState } from "react";
import type { BalanceRange } from "../engine/balance-rules.ts";
import { engineClient } from "../engine/engine-client.ts";
import { NumberField } from "../ui/fields.tsx";
import { balanceGroup, balanceLabel, groupLabel, rangeText } from "./balance-labels.ts";
import { balanceLeaves, getIn, setOverride } from "./balance-overrides.ts";
import type { EditorAction } from "./editor-state.ts";

const LEAVES = balanceLeaves(DEFAULT_BALANCE);

function withOverride(level: Level, path: string[], value: number | undefined): Level {
  const balance = setOverride(level.balance, path, value);
  const { balance: _old, ...rest } = level;
  return balance === undefined ? rest : { ...rest, balance };
}

/** The engine's bounds of every balance number (asked once from the engine worker, which has the schema). */
function useBalanceRanges(): Map<string, BalanceRange> {
  const [ranges, setRanges] = useState<Map<string, BalanceRange>>(new Map());
  useEffect(() => {
    let live = true;
    engineClient()
      .balanceRanges()
      .then((list) => live && setRanges(new Map(list.map((r) => [r.path, r]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return ranges;
}

/**
 * Every balance number under a plain name, with the engine's range and its default; setting one stores a
 * level override, Reset removes it. A value the engine would refuse (out of range, or breaking a rule
 * between numbers such as caution below critical) is not applied, and the field says why. It takes the
 * level's balance alone, so an edit of the map does not re-render its many fields.
 */
export const BalancePanel = memo(function BalancePanel(props: {
  balance: Level["balance"];
  dispatch: (a: EditorAction) => void;
}) {
  const ranges = useBalanceRanges();
  const groups = new Map<string, typeof LEAVES>();
  for (const leaf of LEAVES) {
    const group = balanceGroup(leaf.path);
    groups.set(group, [...(groups.get(group) ?? []), leaf]);
  }
  const count = LEAVES.filter((l) => typeof getIn(props.balance, l.path) === "number").length;
  /** The engine checks the whole balance with the new value; its refusal is the field's error. */
  const commit = async (path: string[], value: number, fallback: number): Promise<string | null> => {
    const next = setOverride(props.balance, path, value === fallback ? undefined : value);
    const checked = await engineClient()
      .checkBalance(next)
      .catch((error: Error) => ({ ok: false as const, problems: [{ path: "", message: error.message }] }));
    if (!checked.ok) return `${checked.problems[0]?.message ?? "the engine refused it"}.`;
    props.dispatch({
      type: "edit",
      update: (l) => withOverride(l, path, value === fallback ? undefined : value),
    });
    return null;
  };
  return (
    <section className="rx-panel rx-balance" aria-labelledby="rx-balance-title">
      <h2 id="rx-balance-title">Balance overrides ({count})</h2>
      <p className="rx-muted">
        Defaults come from the engine; a changed value is stored in the level as an override. A value the
        engine would refuse is not applied: the field says why.
      </p>
      {[...groups].map(([group, leaves]) => (
        <details key={group}>
          <summary>{groupLabel(group)}</summary>
          <div className="rx-balance-grid">
            {leaves.map((leaf) => {
              const override = getIn(props.balance, leaf.path);
              const overridden = typeof override === "number";
              const name = leaf.path.join(".");
              const label = balanceLabel(leaf.path);
              const range = ranges.get(name);
              return (
                <div key={name} className={overridden ? "rx-overridden" : undefined}>
                  <NumberField
                    label={label}
                    value={overridden ? (override as number) : leaf.value}
                    min={range?.min ?? undefined}
                    max={range?.max ?? undefined}
                    integer={range?.integer}
                    hint={`${range ? `${rangeText(range)} · ` : ""}default ${leaf.value}`}
                    testId={`balance-${name}`}
                    onCommit={(value) => commit(leaf.path, value, leaf.value)}
                  />
                  {overridden && (
                    <button
                      type="button"
                      aria-label={`Reset ${label} to its default`}
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
