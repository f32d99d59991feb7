import { EDITOR_PANELS, type OpenPanel, type PanelId, panelSlotId } from "./editor-panels.ts";

/**
 * The phone's panel buttons (disclosure buttons: one panel open at a time, pressing the open one folds it).
 * The Problems button carries the validation count, so the list is one press away from anywhere.
 */
export function PanelSwitcher(props: {
  open: OpenPanel;
  errors: number;
  warnings: number;
  onToggle: (id: PanelId) => void;
}) {
  const { errors, warnings } = props;
  const count = errors > 0 ? errors : warnings;
  const what = errors > 0 ? (errors === 1 ? "error" : "errors") : warnings === 1 ? "warning" : "warnings";
  return (
    <nav className="rx-switcher" aria-label="Editor panels" data-testid="panel-switcher">
      {EDITOR_PANELS.map((panel) => (
        <button
          key={panel.id}
          type="button"
          aria-expanded={props.open === panel.id}
          aria-controls={panelSlotId(panel.id)}
          data-testid={`panel-button-${panel.id}`}
          onClick={() => props.onToggle(panel.id)}
        >
          {panel.label}
          {panel.id === "issues" && (
            <span
              className={errors > 0 ? "rx-badge rx-badge-error" : "rx-badge"}
              data-testid="problems-badge"
              data-count={count}
            >
              {count}
              <span className="visually-hidden"> {what}</span>
            </span>
          )}
        </button>
      ))}
    </nav>
  );
}
