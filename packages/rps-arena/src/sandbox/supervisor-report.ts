import { z } from "zod";

/** The supervisor's reply header (one JSON line, then stdoutLen + stderrLen + collectLen bytes). */
export const SupervisorReportSchema = z.union([
  z.object({
    v: z.literal(1),
    exited: z.boolean(),
    code: z.int(),
    signal: z.int(),
    cpuUs: z.number().min(0),
    wallUs: z.number().min(0),
    killed: z.enum(["none", "cpu", "wall", "output"]),
    /** Building the box before the exec (the runner's cost: not in wallUs, nor cpuUs). */
    setupUs: z.number().min(0),
    maxRssKb: z.number().min(0),
    outputBytes: z.int().min(0),
    stdoutLen: z.int().min(0),
    stderrLen: z.int().min(0),
    collectLen: z.int().min(0),
  }),
  z.object({ v: z.literal(1), error: z.string(), stdoutLen: z.literal(0), stderrLen: z.literal(0) }),
]);

export type SupervisorReport = z.infer<typeof SupervisorReportSchema>;
export type SupervisorExit = Extract<SupervisorReport, { exited: boolean }>;

/** The report in a header line, or null when it is garbled. */
export function parseSupervisorReport(line: string): SupervisorReport | null {
  try {
    const parsed = SupervisorReportSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
