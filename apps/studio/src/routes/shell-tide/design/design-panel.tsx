import { useState } from "react";
import { DesignForm } from "./design-form.tsx";
import "./design-panel.css";
import { DesignStatus } from "./design-progress.tsx";
import { DesignResults, type OpenDesigned } from "./design-results.tsx";
import { useDesignTask } from "./use-design-task.ts";

/**
 * "Design a level": an order (board, figures, count, seed) searched by `designToOrder` in a Web Worker,
 * with progress and Cancel, then the boards found (or the closest ones) to inspect or play.
 */
export function DesignPanel(props: { onOpen: OpenDesigned }) {
  const design = useDesignTask();
  const [count, setCount] = useState(1);
  const { task } = design;
  return (
    <details className="st-design" data-testid="st-design">
      <summary>
        <h2>Design a level</h2>
        <span className="st-muted">Boards to order, searched and proven in the browser</span>
      </summary>
      <p className="st-muted">
        The search draws seeded random boards and climbs towards the order; every board it returns has its
        exact proof (O by BFS, P75 of the plausible players, the three star bands and the seed&apos;s gates).
        The same seed gives the same boards, as <code>rulekit shell-tide design</code> does.
      </p>
      <DesignForm
        running={task.status === "running"}
        onDesign={(request) => {
          setCount(request.count);
          design.start(request);
        }}
      />
      <DesignStatus task={task} count={count} elapsedMs={design.elapsedMs} onCancel={design.cancel} />
      {task.status === "done" && <DesignResults result={task.value} ms={task.ms} onOpen={props.onOpen} />}
    </details>
  );
}
