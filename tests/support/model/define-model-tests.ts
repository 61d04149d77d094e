import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { writeCoverageResult } from '../machine-coverage/store';
import { createCoverageRecorder, missingFrom } from './coverage';
import { describePath, generatePaths } from './paths';
import { replayPath } from './replay';
import type { ModelSpec } from './spec';

/**
 * One test per generated path, then a test that fails unless the paths reached every state node
 * and every transition of the machine. The result is written for the coverage report.
 */
export function defineModelTests<TMachine extends AnyStateMachine>(
  typedSpec: ModelSpec<TMachine>,
  options: { requireFullCoverage: boolean } = { requireFullCoverage: true },
): void {
  const spec: ModelSpec = typedSpec;
  const paths = generatePaths(spec);
  const unmatched = Object.keys(spec.invariants).filter(
    (state) => !paths.some((path) => path.steps.some((step) => step.state.matches(state))),
  );
  if (unmatched.length > 0)
    throw new Error(`${spec.name}: no path reaches the invariant states ${unmatched.join(', ')}`);
  const recorder = createCoverageRecorder(spec.name, spec.machine);

  describe(`${spec.name} model`, () => {
    for (const path of paths) {
      it(describePath(path, spec), () => replayPath(spec, path, recorder));
    }

    it.runIf(options.requireFullCoverage)('reaches every state and transition', () => {
      expect(missingFrom(recorder.result(paths.length)), 'add event samples until the paths reach these').toEqual({
        states: [],
        transitions: [],
      });
    });
  });

  afterAll(() => writeCoverageResult(recorder.result(paths.length)));
}
