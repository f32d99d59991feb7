import { CARRIERS, ELEMENTS, SUPPLIES } from "@rulekit/reactor";
import { NumberField, SelectField } from "../ui/fields.tsx";
import type { EditorAction } from "./editor-state.ts";
import { TOOLS, type ToolId, type ToolOptions, toolUses } from "./tools.ts";

/** The tool buttons (one pressed at a time) and the options of the current tool. */
export function ToolPalette(props: {
  tool: ToolId;
  options: ToolOptions;
  dispatch: (action: EditorAction) => void;
}) {
  const uses = toolUses(props.tool);
  return (
    <section className="rx-panel rx-tools" aria-labelledby="rx-tools-title">
      <h2 id="rx-tools-title">Tools</h2>
      <div role="toolbar" aria-label="Editor tools" aria-orientation="vertical" className="rx-tool-grid">
        {TOOLS.map((tool) => (
          <button
            key={tool.id}
            type="button"
            aria-pressed={props.tool === tool.id}
            title={`${tool.hint} (key ${tool.key.toUpperCase()})`}
            aria-keyshortcuts={tool.key.toUpperCase()}
            data-testid={`tool-${tool.id}`}
            onClick={() => props.dispatch({ type: "tool", tool: tool.id })}
          >
            <span>{tool.label}</span>
            <kbd>{tool.key.toUpperCase()}</kbd>
          </button>
        ))}
      </div>
      {uses.length > 0 && (
        <fieldset className="rx-tool-options">
          <legend>Tool options</legend>
          {uses.includes("carrier") && (
            <SelectField
              label="Carrier"
              value={props.options.carrier}
              options={CARRIERS}
              testId="tool-option-carrier"
              onChange={(carrier) => props.dispatch({ type: "options", options: { carrier } })}
            />
          )}
          {uses.includes("supply") && (
            <SelectField
              label="Supply"
              value={props.options.supply}
              options={SUPPLIES}
              testId="tool-option-supply"
              onChange={(supply) => props.dispatch({ type: "options", options: { supply } })}
            />
          )}
          {uses.includes("element") && (
            <SelectField
              label="Element"
              value={props.options.element}
              options={ELEMENTS}
              testId="tool-option-element"
              onChange={(element) => props.dispatch({ type: "options", options: { element } })}
            />
          )}
          {uses.includes("amount") && (
            <NumberField
              label="Amount (0 clears)"
              value={props.options.amount}
              min={0}
              testId="tool-option-amount"
              onCommit={(amount) => props.dispatch({ type: "options", options: { amount } })}
            />
          )}
        </fieldset>
      )}
    </section>
  );
}
