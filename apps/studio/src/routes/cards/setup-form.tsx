import { AI_POLICIES, type ContentBundle } from "@rulekit/card-combat";
import { useId } from "react";
import { type DeckChoice, deckChoices, type SandboxSetup } from "./decks.ts";

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
        <ChoiceSelect
          id={`${id}-a`}
          label="Side A deck"
          choices={pairs}
          value={v.deckA}
          onChange={(deckA) => set({ deckA })}
        />
        {v.mode === "decks" ? (
          <ChoiceSelect
            id={`${id}-b`}
            label="Side B deck"
            choices={pairs}
            value={v.deckB}
            onChange={(deckB) => set({ deckB })}
          />
        ) : (
          <ChoiceSelect
            id={`${id}-e`}
            label="Encounter (side B)"
            choices={encounters}
            value={v.encounter}
            onChange={(encounter) => set({ encounter })}
          />
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

/** A labelled select over deck or encounter choices. */
function ChoiceSelect(props: {
  id: string;
  label: string;
  choices: DeckChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {props.choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
    </>
  );
}
