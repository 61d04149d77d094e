import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app.machine';
import { authMachine } from './auth.machine';
import { backGestureMachine } from './backGesture.machine';
import { balanceMachine } from './balance.machine';
import { languageMachine } from './language.machine';
import { loginMachine } from './login.machine';
import { logoutMachine } from './logout.machine';
import { startupMachine } from './startup.machine';
import { toastsMachine } from './toasts.machine';

/**
 * Every machine of the product, by the name its diagram and coverage row carry. The diagram
 * generator, the coverage report and the stale-diagram test all read this list.
 */
export const machineCatalog: ReadonlyArray<{ name: string; machine: AnyStateMachine; summary: string }> = [
  { name: 'app', machine: appMachine, summary: 'Root actor: owns startup, auth, toasts and language for the app lifetime; a failing child shows a reload page.' },
  { name: 'startup', machine: startupMachine, summary: 'Start-up state: normal, maintenance, region restriction, load failure.' },
  { name: 'auth', machine: authMachine, summary: 'Who the user is: restoring, guest, member, agent or trial.' },
  { name: 'login', machine: loginMachine, summary: 'Username/password login with the captcha the platform can demand; errors re-validate 200 ms after a language change.' },
  { name: 'language', machine: languageMachine, summary: 'Interface language: stored choice, browser or English at start; switching loads the catalog, sets the document language and direction, stores and announces it.' },
  { name: 'balance', machine: balanceMachine, summary: 'Header balance: hidden or shown by the user, hidden while a refresh runs, a failed refresh shown.' },
  { name: 'backGesture', machine: backGestureMachine, summary: 'Detects the browser back gesture (swipe over 100 px or an off-screen start) to skip page transitions.' },
  { name: 'logout', machine: logoutMachine, summary: 'Sign-out from settings or the header: confirm, loading message, logout call, local clearing; a failed call still signs out locally and says so.' },
  { name: 'toasts', machine: toastsMachine, summary: 'The one toast system: short 3 s / long 8 s toasts, 1.5 s notices, loading toasts closed by hide or at their limit.' },
];
