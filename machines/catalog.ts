import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app.machine';
import { authMachine } from './auth.machine';
import { loginMachine } from './login.machine';
import { startupMachine } from './startup.machine';

/**
 * Every machine of the product, by the name its diagram and coverage row carry. The diagram
 * generator, the coverage report and the stale-diagram test all read this list.
 */
export const machineCatalog: ReadonlyArray<{ name: string; machine: AnyStateMachine; summary: string }> = [
  { name: 'app', machine: appMachine, summary: 'Root actor: owns startup and auth for the app lifetime; a failing child shows a reload page.' },
  { name: 'startup', machine: startupMachine, summary: 'Start-up state: normal, maintenance, region restriction, load failure.' },
  { name: 'auth', machine: authMachine, summary: 'Who the user is: restoring, guest, member, agent or trial.' },
  { name: 'login', machine: loginMachine, summary: 'Username/password login with the captcha the platform can demand.' },
];
