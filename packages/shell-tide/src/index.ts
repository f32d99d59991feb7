/** Public entry of @rulekit/shell-tide (the engine lands with its issue). */
export const PACKAGE_NAME = "@rulekit/shell-tide";
