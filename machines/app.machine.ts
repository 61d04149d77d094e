import { setup } from 'xstate';
import { authMachine } from './auth.machine';
import { languageMachine } from './language.machine';
import { startupMachine } from './startup.machine';
import { toastsMachine } from './toasts.machine';

/**
 * The one root actor of the app. It owns the app-lifetime machines as children, each with a
 * systemId, so hooks and route guards reach them through `appActor.system`. A child that fails
 * (a bug, not a failed call: those are handled inside each child) stops the app in `crashed`,
 * which the view shows as a reload page instead of a blank screen.
 */
export const appMachine = setup({
  types: {
    children: {} as { startup: 'startup'; auth: 'auth'; toasts: 'toasts'; language: 'language' },
  },
  actors: {
    startup: startupMachine,
    auth: authMachine,
    toasts: toastsMachine,
    language: languageMachine,
  },
}).createMachine({
  id: 'app',
  initial: 'running',
  states: {
    running: {
      invoke: [
        { id: 'startup', src: 'startup', systemId: 'startup', onError: 'crashed' },
        { id: 'auth', src: 'auth', systemId: 'auth', onError: 'crashed' },
        { id: 'toasts', src: 'toasts', systemId: 'toasts', onError: 'crashed' },
        { id: 'language', src: 'language', systemId: 'language', onError: 'crashed' },
      ],
    },
    crashed: { tags: ['crashed'] },
  },
});
