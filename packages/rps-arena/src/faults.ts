/**
 * Fault codes of the OTTv2 bot protocol (spec §6). Every bot fault is a loss for that bot;
 * `infrastructure_error` is never a bot's fault: the match is re-run with the same seed.
 */
export const FAULT = {
  botCrash: "bot_crash",
  cpuTimeout: "cpu_timeout",
  totalCpuTimeout: "total_cpu_timeout",
  wallTimeout: "wall_timeout",
  outputLimit: "output_limit",
  invalidOutput: "invalid_output",
  userdataLimit: "userdata_limit",
  illegalMove: "illegal_move",
  sandboxViolation: "sandbox_violation",
  botError: "bot_error",
} as const;

export type BotFaultCode = (typeof FAULT)[keyof typeof FAULT];
export const BOT_FAULT_CODES: readonly BotFaultCode[] = Object.values(FAULT);

export const INFRASTRUCTURE_ERROR = "infrastructure_error" as const;

/** A bot's fault: who, which code, and a human message (compiler output, stderr tail, …). */
export interface BotFault {
  player: 0 | 1;
  code: BotFaultCode;
  message: string;
}

/**
 * A failure of the runner or the sandbox (not the bot's): the match is played again from the
 * start with the same seed, at most `MAX_INFRASTRUCTURE_RERUNS` more times.
 */
export class InfrastructureError extends Error {
  readonly code = INFRASTRUCTURE_ERROR;
  constructor(message: string) {
    super(message);
    this.name = "InfrastructureError";
  }
}

export const MAX_INFRASTRUCTURE_RERUNS = 2;
