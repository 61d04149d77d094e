import { expect } from 'vitest';
import { startupMachine } from '../../machines/startup.machine';
import { unknownFailure } from '../../machines/support/failure';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, startupInfo } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { runningActors } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

const loaded = {
  normal: startupInfo(),
  maintenance: startupInfo({ maintenance: true }),
  maintenanceAndRegion: startupInfo({ maintenance: true, regionRestricted: true }),
  region: startupInfo({ regionRestricted: true }),
};
const busy = apiError('SYSTEM_BUSY');

/** One load at a time, and none once the app has decided what to show. */
function expectLoadsRunning(executed: readonly ExecutedAction[], count: 0 | 1): void {
  expect(runningActors(executed)).toEqual(count === 0 ? [] : [{ id: 'loadStartup', src: 'loadStartup', input: undefined }]);
}

defineModelTests({
  name: 'startup',
  machine: startupMachine,
  events: {
    'loaded normal': doneEvent('loadStartup', loaded.normal),
    'loaded maintenance': doneEvent('loadStartup', loaded.maintenance),
    'loaded maintenance+region': doneEvent('loadStartup', loaded.maintenanceAndRegion),
    'loaded region': doneEvent('loadStartup', loaded.region),
    'load failed (api)': errorEvent('loadStartup', busy),
    'load failed (network)': errorEvent('loadStartup', new Error('network down')),
    retry: { type: 'user.retry' },
  },
  // shell-and-content §2: 0 normal, 1 maintenance (also with region restriction), 2 region. Each
  // state shows the information it was decided on, and a load that worked clears an old failure.
  invariants: {
    // At start and on every retry.
    loading: (_, executed) => expectLoadsRunning(executed, 1),
    normal: ({ context }, executed) => {
      expect(context).toEqual({ info: loaded.normal, failure: null });
      expectLoadsRunning(executed, 0);
    },
    maintenance: ({ context }, executed) => {
      expect([loaded.maintenance, loaded.maintenanceAndRegion]).toContainEqual(context.info);
      expect(context.failure).toBeNull();
      expectLoadsRunning(executed, 0);
    },
    regionRestricted: ({ context }, executed) => {
      expect(context).toEqual({ info: loaded.region, failure: null });
      expectLoadsRunning(executed, 0);
    },
    failed: ({ context }, executed) => {
      // The platform's error as it said it; anything else (a network drop) is an unknown failure.
      expect([busy, unknownFailure]).toContainEqual(context.failure);
      expectLoadsRunning(executed, 0);
    },
  },
});
