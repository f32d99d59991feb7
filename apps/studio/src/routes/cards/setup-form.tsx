import { AI_POLICIES, type ContentBundle } from "@rulekit/card-combat";
import { useId } from "react";
import { deckChoices, type SandboxSetup } from "./decks.ts";

/** Two decks, or a deck against an encounter, and a seed. */
export function SetupForm(props: {
  content: ContentBundle;
  value: SandboxSetup;
  onChange: (value: SandboxSetup) => void;
  onStart: () => void;
}) {
  const id = useId();
  const { pairs, encounters } = deckChoices(props.content);
  const v = props.value;
  const set = (patch: Partial<SandboxSetup>) => props.onChange({ ...v, ...patch });
  return (
    <form
      className="cc-setup"
      onSubmit={(e) => {
        e.preventDefault();
        props.onStart();
      }}
    >
      <fieldset>
        <legend>New match</legend>
        <div className="cc-mode" role="radiogroup" aria-label="Opponent">
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={v.mode === "encounter"}
              onChange={() => set({ mode: "encounter" })}
            />{" "}
            Deck against an encounter
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={v.mode === "decks"}
              onChange={() => set({ mode: "decks" })}
            />{" "}
            Two decks
          </label>
        </div>
        <label htmlFor={`${id}-a`}>Side A deck</label>
        <select id={`${id}-a`} value={v.deckA} onChange={(e) => set({ deckA: e.currentTarget.value })}>
          {pairs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        {v.mode === "decks" ? (
          <>
            <label htmlFor={`${id}-b`}>Side B deck</label>
            <select id={`${id}-b`} value={v.deckB} onChange={(e) => set({ deckB: e.currentTarget.value })}>
              {pairs.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          <>
            <label htmlFor={`${id}-e`}>Encounter (side B)</label>
            <select
              id={`${id}-e`}
              value={v.encounter}
              onChange={(e) => set({ encounter: e.currentTarget.value })}
            >
              {encounters.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={`${id}-seed`}>Seed</label>
        <input
          id={`${id}-seed`}
          value={v.seed}
          required
          maxLength={200}
          onChange={(e) => set({ seed: e.currentTarget.value })}
        />
        <label className="cc-check">
          <input
            type="checkbox"
            checked={v.aiPlaysB}
            onChange={(e) => set({ aiPlaysB: e.currentTarget.checked })}
          />{" "}
          The AI plays side B
          <span className="cc-muted">
            {" "}
            (
            {v.mode === "encounter"
              ? "with the encounter's policy"
              : `balanced; policies: ${AI_POLICIES.join(", ")}`}
            )
          </span>
        </label>
        <button type="submit" className="primary" data-testid="cards-start">
          Start match
        </button>
      </fieldset>
    </form>
  );
}
