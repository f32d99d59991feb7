import type { BotLanguage } from "../submission/manifest.js";

/**
 * What counts as a language's source ("only source files in bot/ are graded"): a submission keeps
 * these and drops the rest of bot/ (data files, build output, notes). C++ headers are sources: the
 * compiler reads them, though only `.cpp` files are compiled.
 */
export const SOURCE_EXTENSIONS: Record<BotLanguage, readonly string[]> = {
  python: [".py"],
  cpp: [".cpp", ".h", ".hpp", ".hh", ".hxx", ".inl", ".ipp", ".tpp"],
  javascript: [".js", ".mjs", ".cjs"],
};

export function isSourceFile(language: BotLanguage, path: string): boolean {
  return SOURCE_EXTENSIONS[language].some((ext) => path.endsWith(ext));
}
