import { expect } from 'vitest';
import { appUpdateMachine } from '../../machines/appUpdate.machine';
import { errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

const reloads = (executed: readonly ExecutedAction[]) => executed.filter(({ type }) => type === 'reloadPage').length;
/** The tags the notice reads, all of them. */
const tags = (snapshot: { tags: Set<string> }) => [...snapshot.tags].sort();

defineModelTests({
  name: 'appUpdate',
  machine: appUpdateMachine,
  events: {
    'a new version': { type: 'worker.updated' },
    'no service workers': { type: 'worker.unavailable' },
    reload: { type: 'user.reload' },
    later: { type: 'user.dismiss' },
    'the watcher breaks': errorEvent('watchServiceWorker', new Error('watcher bug')),
  },
  invariants: {
    'watching.current': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual([]);
      expect(snapshot.children.watchServiceWorker).toBeDefined();
      expect(reloads(executed)).toBe(0);
    },
    'watching.updateReady': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['updateReady']);
      expect(snapshot.children.watchServiceWorker).toBeDefined();
      expect(reloads(executed)).toBe(0);
    },
    'watching.dismissed': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual([]);
      // Still watching: a newer version shows the notice again.
      expect(snapshot.children.watchServiceWorker).toBeDefined();
      expect(reloads(executed)).toBe(0);
    },
    reloading: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['reloading']);
      // One page load, asked for by the user; nothing watched any more.
      expect(reloads(executed)).toBe(1);
      expect(snapshot.children).toEqual({});
    },
    unavailable: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['unavailable']);
      expect(snapshot.children).toEqual({});
      expect(reloads(executed)).toBe(0);
    },
  },
});
