import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { announcementPopupMachine, type StoredShownSet } from '../../machines/announcementPopup.machine';
import { appUpdateMachine } from '../../machines/appUpdate.machine';
import { authMachine } from '../../machines/auth.machine';
import { contractPromptsMachine } from '../../machines/contractPrompts.machine';
import { downloadBarMachine, type DownloadBarStart } from '../../machines/downloadBar.machine';
import { languageMachine } from '../../machines/language.machine';
import { loginPopupMachine } from '../../machines/loginPopup.machine';
import { logoutMachine } from '../../machines/logout.machine';
import type { LoadingMessageInput } from '../../machines/support/loadingMessage';
import { toastsMachine } from '../../machines/toasts.machine';
import { startupMachine } from '../../machines/startup.machine';
import type { ContentItem, PendingContracts, Resource, SessionInfo, StartupInfo } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { session } from '../support/fixtures';

type AuthActions = Parameters<typeof authMachine.provide>[0]['actions'];

/** A bug inside a child: the action it runs throws. */
const bug = () => {
  throw new Error('a bug');
};

function startApp(authActions: AuthActions = {}, { brokenToasts = false, brokenPopup = false } = {}) {
  const effects: string[] = [];
  const loadStartup = controlledPromise<StartupInfo>('loadStartup');
  const readStoredSession = controlledPromise<SessionInfo | null>('readStoredSession');
  const detectLanguage = controlledPromise<string>('detectLanguage');
  const loadCatalog = controlledPromise<void, { code: string }>('loadCatalog');
  const loadPopups = controlledPromise<ContentItem[], { token: string | null }>('loadPopups');
  const detectDevice = controlledPromise<DownloadBarStart>('detectDevice');
  const loadPendingContracts = controlledPromise<PendingContracts, { token: string }>('loadPendingContracts');
  const actor = createActor(
    appMachine.provide({
      actors: {
        startup: startupMachine.provide({ actors: { loadStartup: loadStartup.logic } }),
        auth: authMachine.provide({ actors: { readStoredSession: readStoredSession.logic }, actions: authActions }),
        language: languageMachine.provide({
          actors: { detectLanguage: detectLanguage.logic, loadCatalog: loadCatalog.logic },
          guards: { isOffered: () => true },
        }),
        toasts: brokenToasts ? toastsMachine.provide({ actions: { showToast: bug } }) : toastsMachine,
        loginPopup: brokenPopup ? loginPopupMachine.provide({ actions: { rememberPlace: bug } }) : loginPopupMachine,
        announcementPopup: announcementPopupMachine.provide({
          actors: { loadPopups: loadPopups.logic, readShownSet: fromPromise<StoredShownSet | null>(async () => null) },
        }),
        downloadBar: downloadBarMachine.provide({
          actors: { detectDevice: detectDevice.logic, loadDownloadLinks: fromPromise<Resource[]>(async () => []) },
        }),
        contractPrompts: contractPromptsMachine.provide({ actors: { loadPendingContracts: loadPendingContracts.logic } }),
        appUpdate: appUpdateMachine.provide({ actors: { watchServiceWorker: fromCallback(() => undefined) } }),
        logout: logoutMachine.provide({
          actors: {
            logout: fromPromise<void>(async () => {}),
            signingOutMessage: fromCallback<EventObject, LoadingMessageInput>(() => undefined),
          },
          actions: { clearLocalData: () => effects.push('clearLocalData') },
        }),
      },
      actions: {
        releaseHeldPassword: () => effects.push('releaseHeldPassword'),
        reloadHome: () => effects.push('reloadHome'),
        reportBug: (_, params) => effects.push(`reportBug ${params.child}`),
        announceSignOutFailure: () => effects.push('announceSignOutFailure'),
      },
    }),
  ).start();
  const changes: Array<SessionInfo | null> = [];
  actor.on('auth.changed', (event) => changes.push(event.session));
  const auth = () => {
    const child = actor.getSnapshot().children.auth;
    if (child === undefined) throw new Error('auth child missing');
    return child;
  };
  return { actor, loadStartup, readStoredSession, detectLanguage, loadPopups, detectDevice, loadPendingContracts, effects, changes, auth };
}

/** A child that does nothing but note the events it receives. */
const quiet = (heard: EventObject[]) => fromCallback<EventObject>(({ receive }) => receive((event) => heard.push(event)));
/** A child with a bug: it fails as soon as it starts. */
const broken = fromPromise<never>(() => Promise.reject(new Error('a bug')));
const childNames = [
  'startup',
  'auth',
  'language',
  'toasts',
  'loginPopup',
  'announcementPopup',
  'downloadBar',
  'contractPrompts',
  'appUpdate',
  'logout',
] as const;
type Child = (typeof childNames)[number];

/** The app with quiet children but one broken one; every effect it runs and every event a child heard is written down. */
function startAppWithBroken(child: Child) {
  const effects: unknown[] = [];
  const heard = Object.fromEntries(childNames.map((name) => [name, new Array<EventObject>()]));
  const children = Object.fromEntries(childNames.map((name) => [name, quiet(heard[name] ?? [])]));
  const actor = createActor(
    appMachine.provide({
      actors: { ...children, [child]: broken } as never,
      actions: {
        releaseHeldPassword: () => effects.push('releaseHeldPassword'),
        reloadHome: () => effects.push('reloadHome'),
        reportBug: (_, params) => effects.push({ reportBug: params.child, error: params.error }),
        announceSignOutFailure: () => effects.push('announceSignOutFailure'),
      },
    }),
  ).start();
  return { actor, effects, heard };
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

  it('runs the announcement popup and the download bar as children reachable by their systemIds', () => {
    const { actor, detectDevice } = startApp();
    const { announcementPopup, downloadBar } = actor.getSnapshot().children;
    expect(announcementPopup).toBeDefined();
    expect(downloadBar).toBeDefined();
    expect(actor.system.get('announcementPopup')).toBe(announcementPopup);
    expect(actor.system.get('downloadBar')).toBe(downloadBar);
    // The popup waits for who the user is; the bar reads the device at once.
    expect(announcementPopup?.getSnapshot().matches('starting')).toBe(true);
    expect(downloadBar?.getSnapshot().value).toBe('detecting');
    expect(detectDevice.calls).toHaveLength(1);
    actor.stop();
    expect(announcementPopup?.getSnapshot().status).toBe('stopped');
    expect(downloadBar?.getSnapshot().status).toBe('stopped');
  });

  it('runs the contract prompts as a child reachable by its systemId, waiting for who the user is', () => {
    const { actor, loadPendingContracts } = startApp();
    const { contractPrompts } = actor.getSnapshot().children;
    expect(contractPrompts).toBeDefined();
    expect(actor.system.get('contractPrompts')).toBe(contractPrompts);
    expect(contractPrompts?.getSnapshot().value).toBe('signedOut');
    expect(loadPendingContracts.calls).toHaveLength(0);
    actor.stop();
    expect(contractPrompts?.getSnapshot().status).toBe('stopped');
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

  describe('reactions between the children', () => {
    it('passes every change of who the user is on to its subscriber (the router)', async () => {
      const { readStoredSession, changes, auth } = startApp();
      readStoredSession.resolve(null);
      await settle();
      const member = session();
      auth().send({ type: 'session.established', session: member });
      auth().send({ type: 'session.expired' });
      expect(changes).toEqual([null, member, null]);
    });

    it('drops the held password whenever the user becomes a guest, and only then', async () => {
      const { readStoredSession, effects, auth } = startApp();
      readStoredSession.resolve(session());
      await settle();
      expect(effects).toEqual([]);
      auth().send({ type: 'session.ended' });
      expect(effects).toEqual(['releaseHeldPassword']);
    });

    it('closes the login popup once a session exists', async () => {
      const { actor, readStoredSession, auth } = startApp();
      readStoredSession.resolve(null);
      await settle();
      const popup = actor.getSnapshot().children.loginPopup;
      popup?.send({ type: 'user.requestLogin', returnTo: '/m/mine' });
      expect(popup?.getSnapshot().hasTag('open')).toBe(true);
      auth().send({ type: 'session.established', session: session() });
      expect(popup?.getSnapshot().hasTag('open')).toBe(false);
    });

    it('tells the announcement popup and the download bar who the user is, the first report included', async () => {
      const { actor, readStoredSession, auth } = startApp();
      const { announcementPopup, downloadBar } = actor.getSnapshot().children;
      readStoredSession.resolve(null);
      await settle();
      expect(announcementPopup?.getSnapshot().context.viewer).toEqual({ group: 'B', firstLogin: false });
      expect(downloadBar?.getSnapshot().context.signedIn).toBe(false);
      auth().send({ type: 'session.established', session: session({ firstTimeLogin: true }) });
      expect(announcementPopup?.getSnapshot().context.viewer).toEqual({ group: 'A', firstLogin: true });
      expect(downloadBar?.getSnapshot().context.signedIn).toBe(true);
      auth().send({ type: 'session.expired' });
      expect(announcementPopup?.getSnapshot().context.viewer).toEqual({ group: 'B', firstLogin: false });
      expect(downloadBar?.getSnapshot().context.signedIn).toBe(false);
    });

    it('tells the contract prompts who the user is: an agent session is checked, a sign-out clears it', async () => {
      const { actor, readStoredSession, loadPendingContracts, auth } = startApp();
      const prompts = actor.getSnapshot().children.contractPrompts;
      readStoredSession.resolve(null);
      await settle();
      // Its view (home) is on screen; the guest is not checked.
      prompts?.send({ type: 'view.shown' });
      expect(loadPendingContracts.calls).toHaveLength(0);
      auth().send({ type: 'session.established', session: session({ type: 1, token: 'agent-token' }) });
      expect(loadPendingContracts.calls.map((call) => call.input)).toEqual([{ token: 'agent-token' }]);
      loadPendingContracts.resolve({ dailysalreqtype: true, divtypecompperiodreq: false, contracthoursalreq: false });
      await settle();
      expect(prompts?.getSnapshot().hasTag('prompting')).toBe(true);
      auth().send({ type: 'session.ended' });
      expect(prompts?.getSnapshot().value).toBe('signedOut');
      expect(prompts?.getSnapshot().context.queue).toEqual([]);
    });

    it('signs out: the confirmed logout ends the session in auth, then reloads home', async () => {
      const { actor, readStoredSession, effects, auth } = startApp();
      readStoredSession.resolve(session());
      await settle();
      actor.send({ type: 'user.signOut', origin: 'settings' });
      expect(actor.getSnapshot().hasTag('signingOut')).toBe(true);
      const logout = actor.getSnapshot().children.logout;
      expect(logout?.getSnapshot().hasTag('confirming')).toBe(true);
      // A second tap while one runs changes nothing.
      actor.send({ type: 'user.signOut', origin: 'header' });
      expect(actor.getSnapshot().children.logout).toBe(logout);
      logout?.send({ type: 'user.confirm' });
      await settle();
      expect(auth().getSnapshot().hasTag('guest')).toBe(true);
      expect(effects).toEqual(['clearLocalData', 'releaseHeldPassword', 'reloadHome']);
      expect(actor.getSnapshot().matches({ running: { signOut: 'signedOut' } })).toBe(true);
    });

    it('a cancelled sign-out keeps the session and lets the user sign out again', async () => {
      const { actor, readStoredSession, effects, auth } = startApp();
      readStoredSession.resolve(session());
      await settle();
      actor.send({ type: 'user.signOut', origin: 'header' });
      actor.getSnapshot().children.logout?.send({ type: 'user.cancel' });
      expect(actor.getSnapshot().hasTag('signingOut')).toBe(false);
      expect(auth().getSnapshot().hasTag('signedIn')).toBe(true);
      expect(effects).toEqual([]);
      actor.send({ type: 'user.signOut', origin: 'header' });
      expect(actor.getSnapshot().children.logout?.getSnapshot().hasTag('confirming')).toBe(true);
    });
  });

  describe('each child its own failure policy', () => {
    it('a broken toast system is reported and the app goes on without it', () => {
      const { actor, effects } = startApp({}, { brokenToasts: true });
      actor.getSnapshot().children.toasts?.send({ type: 'toast.show', id: 1, message: 'Hi', tone: 'info', durationMs: 3000 });
      expect(actor.getSnapshot().hasTag('crashed')).toBe(false);
      expect(actor.getSnapshot().hasTag('toastsFailed')).toBe(true);
      expect(effects).toContain('reportBug toasts');
      expect(actor.getSnapshot().children.toasts).toBeUndefined();
    });

    it('a broken login popup is reported; who the user is still reaches the router', async () => {
      const { actor, readStoredSession, effects, changes, auth } = startApp({}, { brokenPopup: true });
      actor.getSnapshot().children.loginPopup?.send({ type: 'user.requestLogin', returnTo: '/m/mine' });
      expect(actor.getSnapshot().hasTag('loginPopupFailed')).toBe(true);
      expect(effects).toContain('reportBug loginPopup');
      readStoredSession.resolve(null);
      await settle();
      auth().send({ type: 'session.established', session: session() });
      expect(changes).toHaveLength(2);
      expect(actor.getSnapshot().hasTag('crashed')).toBe(false);
    });
  });
  describe('each child its own failure policy, one broken child at a time', () => {
    it.each(['startup', 'auth', 'language'] as const)('a broken %s crashes the app: a reload page, every child stopped', async (child) => {
      const { actor, effects } = startAppWithBroken(child);
      await settle();
      expect(actor.getSnapshot().value).toBe('crashed');
      expect([...actor.getSnapshot().tags]).toEqual(['crashed']);
      expect(actor.getSnapshot().children).toEqual({});
      expect(effects).toEqual([]);
    });

    it.each([
      ['toasts', 'toastsFailed'],
      ['loginPopup', 'loginPopupFailed'],
      ['announcementPopup', 'announcementPopupFailed'],
      ['downloadBar', 'downloadBarFailed'],
      ['contractPrompts', 'contractPromptsFailed'],
      ['appUpdate', 'appUpdateFailed'],
    ] as const)('a broken %s is reported with its error and the app goes on without it', async (child, tag) => {
      const { actor, effects } = startAppWithBroken(child);
      await settle();
      expect(effects).toEqual([{ reportBug: child, error: new Error('a bug') }]);
      expect([...actor.getSnapshot().tags]).toEqual([tag]);
      expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(
        ['announcementPopup', 'appUpdate', 'auth', 'contractPrompts', 'downloadBar', 'language', 'loginPopup', 'startup', 'toasts'].filter(
          (name) => name !== child,
        ),
      );
    });

    it.each(['loginPopup', 'announcementPopup', 'downloadBar', 'contractPrompts'] as const)(
      'with a broken %s, who the user is still reaches the router and the other extras',
      async (child) => {
        const { actor, heard } = startAppWithBroken(child);
        await settle();
        const changes: unknown[] = [];
        actor.on('auth.changed', (event) => changes.push(event));
        const change = { type: 'auth.changed', session: session() } as const;
        actor.send(change);
        expect(changes).toEqual([change]);
        for (const extra of ['loginPopup', 'announcementPopup', 'downloadBar', 'contractPrompts'] as const) {
          expect(heard[extra]).toEqual(extra === child ? [] : [change]);
        }
        expect(heard.toasts).toEqual([]);
        expect(actor.getSnapshot().hasTag('crashed')).toBe(false);
      },
    );

    it('a broken sign-out says so, is reported with its error, and the user can sign out again', async () => {
      const { actor, effects } = startAppWithBroken('logout');
      actor.send({ type: 'user.signOut', origin: 'settings' });
      await settle();
      expect(effects).toEqual(['announceSignOutFailure', { reportBug: 'logout', error: new Error('a bug') }]);
      expect(actor.getSnapshot().value).toEqual({
        running: {
          toasts: 'running',
          loginPopup: 'running',
          announcementPopup: 'running',
          downloadBar: 'running',
          contractPrompts: 'running',
          appUpdate: 'running',
          signOut: 'idle',
        },
      });
      expect(actor.getSnapshot().children.logout).toBeUndefined();
      actor.send({ type: 'user.signOut', origin: 'header' });
      expect(actor.getSnapshot().matches({ running: { signOut: 'signingOut' } })).toBe(true);
    });
  });

  it.each(['settings', 'header'] as const)('a sign-out from %s runs with that origin (its loading limit)', async (origin) => {
    const { actor, readStoredSession } = startApp();
    readStoredSession.resolve(session());
    await settle();
    actor.send({ type: 'user.signOut', origin });
    expect(actor.getSnapshot().context.signOutOrigin).toBe(origin);
    expect(actor.getSnapshot().children.logout?.getSnapshot().context.origin).toBe(origin);
  });
});
