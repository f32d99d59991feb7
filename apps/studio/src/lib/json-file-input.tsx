import { useId } from "react";
import { type JsonFileResult, readJsonFile } from "./files.ts";

/** A labelled, keyboard-reachable file picker that hands back parsed JSON or a clear error. */
export function JsonFileInput(props: {
  label: string;
  onLoad: (result: JsonFileResult) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <span className="file-input">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        data-testid={props.testId}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) props.onLoad(await readJsonFile(file));
        }}
      />
    </span>
  );
}
