import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import type { SessionInfo } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { session } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';

const member = session({ type: 0 });
const blocked = session({ type: 4, userName: 'blocked' });
const agent = session({ type: 1, userName: 'agent' });
const trial = session({ type: 40, trial: true, userName: 'trial' });

function startAuth() {
  const readStoredSession = controlledPromise<SessionInfo | null>('readStoredSession');
  const persisted: SessionInfo[] = [];
  /** What auth told its parent (the app), in order. */
  const reports: Array<SessionInfo | null> = [];
  let cleared = 0;
  const actor = createActor(
    authMachine.provide({
      actors: { readStoredSession: readStoredSession.logic },
      actions: {
        persistSession: (_, params) => {
          persisted.push(params.session);
        },
        clearStoredSession: () => {
          cleared += 1;
        },
        reportChange: (_, params) => {
          reports.push(params.session);
        },
      },
    }),
  ).start();
  return { actor, readStoredSession, persisted, reports, cleared: () => cleared };
}

async function restored(stored: SessionInfo | null) {
  const auth = startAuth();
  auth.readStoredSession.resolve(stored);
  await settle();
  return auth;
}

describe('auth machine', () => {
  it('is pending while it reads the stored session', () => {
    const { actor, readStoredSession } = startAuth();
    expect(actor.getSnapshot().value).toBe('restoring');
    expect([...actor.getSnapshot().tags]).toEqual(['pending']);
    expect(readStoredSession.calls).toHaveLength(1);
  });

  it('is a guest when nothing is stored', async () => {
    const { actor } = await restored(null);
    expect(actor.getSnapshot().value).toBe('guest');
    expect([...actor.getSnapshot().tags]).toEqual(['guest']);
    expect(actor.getSnapshot().context).toEqual({ session: null, notice: null });
  });

  it('is a guest when storage cannot be read', async () => {
    const { actor, readStoredSession } = startAuth();
    readStoredSession.reject(new Error('storage denied'));
    await settle();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it.each([
    { who: 'member (type 0)', stored: member, kind: 'member' },
    { who: 'blocked member (type 4)', stored: blocked, kind: 'member' },
    { who: 'agent (type 1)', stored: agent, kind: 'agent' },
    { who: 'trial player', stored: trial, kind: 'trial' },
  ])('restores a stored $who as $kind without writing it again', async ({ stored, kind }) => {
    const { actor, persisted } = await restored(stored);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedIn: kind });
    expect([...snapshot.tags].sort()).toEqual([kind, 'signedIn'].sort());
    expect(snapshot.context.session).toEqual(stored);
    expect(persisted).toEqual([]);
  });

  it.each([
    { who: 'member', established: member, kind: 'member' },
    { who: 'blocked member', established: blocked, kind: 'member' },
    { who: 'agent', established: agent, kind: 'agent' },
    { who: 'trial player', established: trial, kind: 'trial' },
  ])('signs a guest in as $kind when a $who session is established', async ({ established, kind }) => {
    const { actor, persisted } = await restored(null);
    actor.send({ type: 'session.established', session: established });
    expect(actor.getSnapshot().value).toEqual({ signedIn: kind });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ session: established, notice: null });
    expect(persisted).toEqual([established]);
  });

  it('reroutes when a new session is established while signed in', async () => {
    const { actor, persisted } = await restored(member);
    actor.send({ type: 'session.established', session: agent });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'agent' });
    expect(actor.getSnapshot().context.session).toEqual(agent);
    actor.send({ type: 'session.established', session: trial });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'trial' });
    expect(persisted).toEqual([agent, trial]);
  });

  it('becomes a guest with the session-expired notice when the session expires', async () => {
    const auth = await restored(agent);
    auth.actor.send({ type: 'session.expired' });
    expect(auth.actor.getSnapshot().value).toBe('guest');
    expect(auth.actor.getSnapshot().context).toEqual({ session: null, notice: 'sessionExpired' });
    expect(auth.cleared()).toBe(1);
  });

  it('becomes a guest without a notice when the session ends', async () => {
    const auth = await restored(member);
    auth.actor.send({ type: 'session.ended' });
    expect(auth.actor.getSnapshot().value).toBe('guest');
    expect(auth.actor.getSnapshot().context).toEqual({ session: null, notice: null });
    expect(auth.cleared()).toBe(1);
  });

  it('dismisses the notice and stays a guest', async () => {
    const { actor } = await restored(member);
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('drops the notice when the guest signs in again', async () => {
    const { actor } = await restored(member);
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.established', session: member });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'member' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('tells the app each time who the user is changes: restored, signed in, signed out', async () => {
    const { actor, reports } = await restored(null);
    expect(reports).toEqual([null]);
    actor.send({ type: 'session.established', session: agent });
    actor.send({ type: 'session.established', session: trial });
    actor.send({ type: 'session.expired' });
    expect(reports).toEqual([null, agent, trial, null]);
  });

  it('tells the app about a restored session, and a guest after a storage failure', async () => {
    const { reports } = await restored(member);
    expect(reports).toEqual([member]);
    const failed = startAuth();
    failed.readStoredSession.reject(new Error('storage denied'));
    await settle();
    expect(failed.reports).toEqual([null]);
  });

  it('ignores session events that do not apply to the current state', async () => {
    const { actor, cleared } = await restored(null);
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(cleared()).toBe(0);
  });

  it('fails loudly when src/app provides no readStoredSession call', async () => {
    await expect(rejectionOf(authMachine, 'readStoredSession')).resolves.toEqual(new Error('readStoredSession is provided by src/app'));
  });
});
