import { loggableError } from './loggable-error';

/**
 * Work that nobody waits for: what a request does after its answer (so that the work's cost cannot
 * show in the answer's timing), and the platform's own chores. A failure is logged, never thrown.
 */
export interface BackgroundTasks {
  /** Starts `task` once the current answer is on its way. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far, and every task those started, has finished. */
  settled(): Promise<void>;
}

/**
 * `schedule` decides when a task starts. The default, the event loop's next check phase, comes
 * after the answer is written: Hono hands it to Node within the current turn's microtasks.
 */
export function createBackgroundTasks(schedule: (start: () => void) => void = (start) => setImmediate(start)): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const finished = new Promise<void>((resolve) => {
        schedule(() => {
          Promise.resolve()
            .then(task)
            .catch((error: unknown) => console.error('[platform]', `${name} failed:`, loggableError(error)))
            .finally(resolve);
        });
      });
      pending.add(finished);
      void finished.finally(() => pending.delete(finished));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
