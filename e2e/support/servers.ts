/**
 * One reference platform per Playwright worker, each with its own in-memory database: a test
 * resets its worker's platform before it runs, so workers never see each other's changes.
 *
 * E2E_BASE_URL points every worker at one already running server instead (then run with
 * E2E_WORKERS=1, since tests reset the platform they use).
 */
export const externalBaseURL = process.env.E2E_BASE_URL;
export const e2eWorkers = externalBaseURL ? 1 : Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 4173);

export function serverURL(workerIndex: number): string {
  return externalBaseURL ?? `http://127.0.0.1:${firstPort + workerIndex}`;
}

export function serverPort(workerIndex: number): number {
  return firstPort + workerIndex;
}
