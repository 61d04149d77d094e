import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { authMachine } from '../../machines/auth.machine';
import { languageMachine } from '../../machines/language.machine';
import { startupMachine } from '../../machines/startup.machine';
import type { SessionInfo, StartupInfo } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';

type AuthActions = Parameters<typeof authMachine.provide>[0]['actions'];

function startApp(authActions: AuthActions = {}) {
  const loadStartup = controlledPromise<StartupInfo>('loadStartup');
  const readStoredSession = controlledPromise<SessionInfo | null>('readStoredSession');
  const detectLanguage = controlledPromise<string>('detectLanguage');
  const loadCatalog = controlledPromise<void, { code: string }>('loadCatalog');
  const actor = createActor(
    appMachine.provide({
      actors: {
        startup: startupMachine.provide({ actors: { loadStartup: loadStartup.logic } }),
        auth: authMachine.provide({ actors: { readStoredSession: readStoredSession.logic }, actions: authActions }),
        language: languageMachine.provide({
          actors: { detectLanguage: detectLanguage.logic, loadCatalog: loadCatalog.logic },
          guards: { isOffered: () => true },
        }),
      },
    }),
  ).start();
  return { actor, loadStartup, readStoredSession, detectLanguage };
}

describe('app machine', () => {
  it('runs startup and auth as children reachable by their systemIds', () => {
    const { actor, loadStartup, readStoredSession } = startApp();
    const { startup, auth } = actor.getSnapshot().children;
    expect(startup).toBeDefined();
    expect(auth).toBeDefined();
    expect(actor.system.get('startup')).toBe(startup);
    expect(actor.system.get('auth')).toBe(auth);
    expect(startup?.getSnapshot().value).toBe('loading');
    expect(auth?.getSnapshot().value).toBe('restoring');
    expect(loadStartup.calls).toHaveLength(1);
    expect(readStoredSession.calls).toHaveLength(1);
  });

  it('runs the toast system as a child reachable by its systemId, with nothing on screen', () => {
    const { actor } = startApp();
    const { toasts } = actor.getSnapshot().children;
    expect(toasts).toBeDefined();
    expect(actor.system.get('toasts')).toBe(toasts);
    expect(toasts?.getSnapshot().value).toBe('idle');
    actor.stop();
    expect(toasts?.getSnapshot().status).toBe('stopped');
  });

  it('runs the language as a child reachable by its systemId, detecting the language first', () => {
    const { actor, detectLanguage } = startApp();
    const { language } = actor.getSnapshot().children;
    expect(language).toBeDefined();
    expect(actor.system.get('language')).toBe(language);
    expect(language?.getSnapshot().value).toBe('detecting');
    expect(detectLanguage.calls).toHaveLength(1);
    actor.stop();
    expect(language?.getSnapshot().status).toBe('stopped');
  });

  it('stops its children when it stops', () => {
    const { actor } = startApp();
    const { startup, auth } = actor.getSnapshot().children;
    actor.stop();
    expect(startup?.getSnapshot().status).toBe('stopped');
    expect(auth?.getSnapshot().status).toBe('stopped');
  });

  it('crashes visibly when a child fails, stopping the other', async () => {
    const { actor, readStoredSession } = startApp({
      persistSession: () => {
        throw new Error('storage bug');
      },
    });
    const startup = actor.getSnapshot().children.startup;
    const auth = actor.getSnapshot().children.auth;
    if (auth === undefined) throw new Error('auth child missing');
    readStoredSession.resolve(null);
    await waitFor(auth, (snapshot) => snapshot.matches('guest'));
    auth.send({
      type: 'session.established',
      session: { token: 't', merchantCode: 'DEMO', userName: 'u', type: 0, firstTimeLogin: false, trial: false },
    });
    expect(actor.getSnapshot().value).toBe('crashed');
    expect(actor.getSnapshot().hasTag('crashed')).toBe(true);
    expect(startup?.getSnapshot().status).toBe('stopped');
  });
});
