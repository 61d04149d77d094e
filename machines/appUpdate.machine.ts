import { fromCallback, setup } from 'xstate';

export type AppUpdateEvent =
  /** A new version of the app took over the installed copy (the service worker changed). */
  | { type: 'worker.updated' }
  /** No installed copy: the browser has no service workers, refused one, or it is a dev build. */
  | { type: 'worker.unavailable' }
  /** The notice's Reload button. */
  | { type: 'user.reload' }
  /** The notice's Later button. */
  | { type: 'user.dismiss' };

/**
 * The installed copy of the app and its updates, for the app's lifetime (issue 14). The service
 * worker keeps the shell and the built files so the app opens offline; `watchServiceWorker`
 * registers it and reports a new version taking over. The page on screen still runs the version
 * it loaded, so the notice says a new one is there: Reload loads it now, Later leaves it for the
 * next page load, and a later version shows the notice again.
 */
export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
  },
  actors: {
    watchServiceWorker: fromCallback<AppUpdateEvent>(() => {
      throw new Error('watchServiceWorker is provided by src/app');
    }),
  },
  actions: {
    /** A real page load: the new version's shell and files. */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'appUpdate',
  initial: 'watching',
  states: {
    watching: {
      invoke: {
        id: 'watchServiceWorker',
        src: 'watchServiceWorker',
        onError: 'unavailable',
      },
      initial: 'current',
      on: { 'worker.unavailable': 'unavailable' },
      states: {
        current: {
          on: { 'worker.updated': 'updateReady' },
        },
        updateReady: {
          tags: ['updateReady'],
          on: {
            'user.reload': '#appUpdate.reloading',
            'user.dismiss': 'dismissed',
          },
        },
        dismissed: {
          on: { 'worker.updated': 'updateReady' },
        },
      },
    },
    /** The page is loading the new version; nothing more to do here. */
    reloading: {
      tags: ['reloading'],
      entry: 'reloadPage',
    },
    /** The app runs as a plain page: nothing to update, nothing shown. */
    unavailable: { tags: ['unavailable'] },
  },
});
