import { expect } from 'vitest';
import { startupMachine } from '../../machines/startup.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, startupInfo } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';

defineModelTests({
  name: 'startup',
  machine: startupMachine,
  events: {
    'loaded normal': doneEvent('loadStartup', startupInfo()),
    'loaded maintenance': doneEvent('loadStartup', startupInfo({ maintenance: true })),
    'loaded maintenance+region': doneEvent('loadStartup', startupInfo({ maintenance: true, regionRestricted: true })),
    'loaded region': doneEvent('loadStartup', startupInfo({ regionRestricted: true })),
    'load failed (api)': errorEvent('loadStartup', apiError('SYSTEM_BUSY')),
    'load failed (network)': errorEvent('loadStartup', new Error('network down')),
    retry: { type: 'user.retry' },
  },
  // shell-and-content §2: 0 normal, 1 maintenance (also with region restriction), 2 region.
  invariants: {
    normal: ({ context }) => {
      expect(context.info).toMatchObject({ maintenance: false, regionRestricted: false });
      expect(context.failure).toBeNull();
    },
    maintenance: ({ context }) => {
      expect(context.info).toMatchObject({ maintenance: true });
      expect(context.failure).toBeNull();
    },
    regionRestricted: ({ context }) => {
      expect(context.info).toMatchObject({ maintenance: false, regionRestricted: true });
      expect(context.failure).toBeNull();
    },
    failed: ({ context }) => {
      expect(context.failure).toEqual({
        code: expect.any(String),
        message: expect.any(String),
        captchaRequired: false,
      });
    },
  },
});
