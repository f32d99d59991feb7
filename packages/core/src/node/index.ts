/**
 * @rulekit/core/node — the Node-only file helpers every Rulekit front end shares (the CLI, the
 * arena): bounded reading of input files, atomic writing of output files, manifest paths kept
 * inside their folder. The package root stays isomorphic; only this entry imports `node:` modules.
 */
export { FILE_ERROR, FileError, type FileErrorCode } from "./file-error.js";
export {
  type FolderHold,
  type FolderHolder,
  type FolderHoldOptions,
  FolderInUseError,
  folderHoldAddress,
  holdFolder,
} from "./folder-hold.js";
export { resolveInsideFolder } from "./inside-folder.js";
export {
  formatBytes,
  type InputLimits,
  parseJsonInput,
  readInputFile,
  readJsonInputFile,
  readStreamText,
} from "./read-input-file.js";
export {
  checkOutputFile,
  type OutputTarget,
  type StagedFile,
  stageFileAtomic,
  type WriteOptions,
  writeFileAtomic,
} from "./write-file-atomic.js";
