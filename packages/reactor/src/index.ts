/** Public entry of @rulekit/reactor (the engine lands with its issue). */
export const PACKAGE_NAME = "@rulekit/reactor";
