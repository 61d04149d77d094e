// @ts-check
/**
 * A Vitest reporter for mutation runs only. StrykerJS's vitest runner (9.6.x, also 10.0) builds a
 * mutant's result from the tests Vitest collected, and a test file that fails to load collects
 * none: a mutant that makes a machine throw when it is created (an empty `initial`, an unknown
 * target) was scored Survived although no test of that machine can run (stryker-js#6150). This
 * gives every such file one failed test carrying its load error, so the mutant counts as killed.
 * Plain JavaScript: a Vitest test object has a context only Vitest builds, which the runner never
 * reads once the run is over.
 */
export class LoadFailureAsFailedTest {
  /** @type {import('vitest/node').Vitest | undefined} */
  vitest;

  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        mode: 'run',
        meta: {},
        file,
        suite: file,
        timeout: 0,
        annotations: [],
        artifacts: [],
        result: { state: 'fail', errors: file.result.errors ?? [] },
      });
    }
  }
}
