import { realpathSync } from "node:fs";
import { join, sep } from "node:path";
import { relativePathProblem } from "../relative-path.js";
import { FILE_ERROR, FileError } from "./file-error.js";

/**
 * `folder/relative`, when it stays inside `folder`: no absolute path, no `..`, and no symlink on
 * the way that leads out (both sides resolved with realpath). A path that does not exist yet is
 * returned as is (reading it then reports "no such file"). Throws FileError `outside_folder`.
 */
export function resolveInsideFolder(folder: string, relative: string): string {
  const path = join(folder, relative);
  const problem = relativePathProblem(relative);
  if (problem) throw new FileError(FILE_ERROR.outsideFolder, path, `cannot read: '${relative}' ${problem}`);
  let real: string;
  let realFolder: string;
  try {
    realFolder = realpathSync(folder);
    real = realpathSync(path);
  } catch {
    return path;
  }
  if (real !== realFolder && !real.startsWith(realFolder.endsWith(sep) ? realFolder : realFolder + sep)) {
    throw new FileError(FILE_ERROR.outsideFolder, path, `cannot read: leads to ${real}, outside ${folder}`);
  }
  return path;
}
