import { z } from "zod";

/** The supervisor's one-line report (fd 3) after the process it started has ended. */
export const SupervisorReportSchema = z.union([
  z.object({
    v: z.literal(1),
    exited: z.boolean(),
    code: z.int(),
    signal: z.int(),
    cpuUs: z.number().min(0),
    wallUs: z.number().min(0),
    killed: z.enum(["none", "cpu", "wall"]),
    maxRssKb: z.number().min(0),
  }),
  z.object({ v: z.literal(1), error: z.string() }),
]);

export type SupervisorReport = z.infer<typeof SupervisorReportSchema>;
export type SupervisorExit = Extract<SupervisorReport, { exited: boolean }>;

/** The report in the text the supervisor wrote, or null when there is none (it was killed) or it is garbled. */
export function parseSupervisorReport(text: string): SupervisorReport | null {
  const line = text.trim().split("\n").at(-1);
  if (!line) return null;
  try {
    const parsed = SupervisorReportSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
