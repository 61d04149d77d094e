// Types of traceCpu.mjs (run by plain Node from scripts/bench.mjs; typed for its tests).

/** A trace event as Chromium writes it (the fields the computation reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}

export interface TraceCpu {
  pid: number;
  tid: number;
  navigationTs: number;
  fcpTs: number | null;
  tasksAfterFcp: number;
  cpuBlockingMs: number | null;
  wallBlockingMs: number | null;
  cpuFirst5sMs: number | null;
  wallFirst5sMs: number;
}

export const cpuSlowdown: number;
export const blockingBudgetMs: number;
export const firstWindowMs: number;
export function topLevelTasks(events: TraceEvent[], pid: number, tid: number): TraceEvent[];
export function traceCpu(
  input: TraceEvent[] | { traceEvents: TraceEvent[] },
  options?: { timeOriginTs?: number; fcpTs?: number },
): TraceCpu;
