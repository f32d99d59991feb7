/** The oracle for "is this text inert?" lives in `@rulekit/core/testing` with `inertText` itself. */
export { rawControlIn } from "@rulekit/core/testing";
