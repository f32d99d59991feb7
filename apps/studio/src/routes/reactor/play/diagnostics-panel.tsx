import { CARRIERS, type Carrier, formatValue, type GameView } from "@rulekit/reactor";
import { SelectField } from "../ui/fields.tsx";

/**
 * The diagnostic overlay of one underground layer: topology (cells and their state), carrier amount,
 * pressure or voltage with their bands, and which sources reach each consumer. Locked until a terminal is used.
 */
export function DiagnosticsPanel(props: {
  view: GameView;
  carrier: Carrier;
  onCarrier: (c: Carrier) => void;
}) {
  const layer = props.view.underground?.[props.carrier];
  return (
    <section className="rx-panel rx-diagnostics" aria-labelledby="rx-diag-title" data-testid="diagnostics">
      <h2 id="rx-diag-title">Diagnostics</h2>
      {!props.view.underground || !layer ? (
        <p data-testid="diagnostics-locked">
          Locked: the underground networks are hidden. Use an all-seeing-eye terminal (E) to inspect them.
        </p>
      ) : (
        <>
          <SelectField
            label="Layer"
            value={props.carrier}
            options={CARRIERS}
            testId="diagnostics-layer"
            onChange={props.onCarrier}
          />
          <p className="rx-muted">
            The map prints this layer's carrier amount above each cell's node and its {layer.quantity} below.
          </p>
          <table data-testid="diagnostics-table">
            <caption>
              {props.carrier} network: {layer.cells.length} cells
            </caption>
            <thead>
              <tr>
                <th scope="col">Cell</th>
                <th scope="col">State</th>
                <th scope="col">Amount</th>
                <th scope="col">{layer.quantity === "pressure" ? "Pressure" : "Voltage"}</th>
              </tr>
            </thead>
            <tbody>
              {layer.cells.map((c) => (
                <tr key={`${c.at.x},${c.at.y}`}>
                  <td>
                    ({c.at.x},{c.at.y})
                  </td>
                  <td>{c.state}</td>
                  <td className={`rx-band-${c.amountBand}`}>
                    {formatValue(c.amount)} <small>{c.amountBand}</small>
                  </td>
                  <td className={`rx-band-${c.potentialBand}`}>
                    {formatValue(c.potential)} <small>{c.potentialBand}</small>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>Connectivity</h3>
          <ul data-testid="connectivity">
            {layer.connectivity.map((c) => (
              <li key={c.consumer}>
                {c.consumer} ({c.at.x},{c.at.y}) ←{" "}
                {c.sources.length ? c.sources.join(", ") : "no enabled source"}
              </li>
            ))}
            {layer.connectivity.length === 0 && <li>No consumers on this layer.</li>}
          </ul>
        </>
      )}
    </section>
  );
}
