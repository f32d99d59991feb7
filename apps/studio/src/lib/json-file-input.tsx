import { useId, useRef } from "react";
import { type JsonFileResult, readJsonFile } from "./files.ts";

/**
 * A labelled, keyboard-reachable file picker that hands back parsed JSON or a clear error. Only the
 * last file chosen is handed back: a file chosen while an earlier one is still being read wins, whichever
 * read ends first. Its input is a `.file-picker` (styles.css): a 44 px tap target on a phone.
 */
export function JsonFileInput(props: {
  label: string;
  onLoad: (result: JsonFileResult) => void;
  testId?: string;
}) {
  const id = useId();
  const latest = useRef(0);
  return (
    <span className="file-input">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="file"
        className="file-picker"
        accept=".json,application/json"
        data-testid={props.testId}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (!file) return;
          const ticket = ++latest.current;
          const result = await readJsonFile(file);
          if (ticket === latest.current) props.onLoad(result);
        }}
      />
    </span>
  );
}
