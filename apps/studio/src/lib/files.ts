/** Saves a JSON value as a downloaded file (the studio's "Save"/"Export"). */
export function downloadJson(filename: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type JsonFileResult =
  | { ok: true; name: string; data: unknown }
  | { ok: false; name: string; error: string };

/** Reads a user-chosen file as JSON; a read or parse failure is a message naming the file. */
export async function readJsonFile(file: File): Promise<JsonFileResult> {
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return { ok: false, name: file.name, error: `${file.name}: cannot read: ${(error as Error).message}` };
  }
  try {
    return { ok: true, name: file.name, data: JSON.parse(text) };
  } catch (error) {
    return { ok: false, name: file.name, error: `${file.name}: not valid JSON: ${(error as Error).message}` };
  }
}
