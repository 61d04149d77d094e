import { z } from 'zod';

/** The part of StrykerJS's JSON report (mutation-testing-report-schema) the summary reads. */
const position = z.object({ line: z.number(), column: z.number() });

const mutantSchema = z.object({
  id: z.string(),
  mutatorName: z.string(),
  replacement: z.string().optional(),
  status: z.enum(['Killed', 'Survived', 'NoCoverage', 'Timeout', 'CompileError', 'RuntimeError', 'Ignored', 'Pending']),
  location: z.object({ start: position, end: position }),
});

export const strykerReportSchema = z.object({
  files: z.record(z.string(), z.object({ source: z.string(), mutants: z.array(mutantSchema) })),
});

export type StrykerReport = z.infer<typeof strykerReportSchema>;
export type StrykerMutant = z.infer<typeof mutantSchema>;
