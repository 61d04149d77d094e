import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { contractKinds, type PendingContracts } from '../../contract';
import { contractPromptsMachine, shownContract } from '../../machines/contractPrompts.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { invoked } from '../support/model/effects';
import { record, runningActors } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

type Snapshot = SnapshotFrom<typeof contractPromptsMachine>;

const agent = session({ type: 1, token: 'agent-token' });
/** Type 41: an agent type whose contracts are never checked (accounts §6). */
const uncheckedAgent = session({ type: 41, token: 'unchecked-token' });
const pending = (daily: boolean, dividend: boolean, hourly: boolean): PendingContracts => ({
  dailysalreqtype: daily,
  divtypecompperiodreq: dividend,
  contracthoursalreq: hourly,
});

/** The contract pages the machine asked the view to open, in order. */
function openedPages(executed: readonly ExecutedAction[]): unknown[] {
  return executed.flatMap(({ type, params }) => {
    const event = record(record(params).event);
    return type === 'xstate.emit' && event.type === 'contractPrompts.openPage' ? [event.kind] : [];
  });
}

/**
 * What holds in every state: the platform is asked only for the checked session (never for type
 * 41, never without a session), at most one check runs and only while checking; a page opens only
 * for a contract that prompted (then it is never shown again); what prompts is pending on the
 * platform, not yet prompted, in the spec's order.
 */
function expectEffects(snapshot: Snapshot, executed: readonly ExecutedAction[]): void {
  const { context } = snapshot;
  for (const input of invoked(executed, 'loadPendingContracts')) expect(input).toEqual({ token: agent.token });
  const running = runningActors(executed);
  expect(running).toEqual(
    snapshot.matches({ checked: 'checking' }) ? [{ id: 'loadPendingContracts', src: 'loadPendingContracts', input: { token: context.token } }] : [],
  );
  // Pages opened for this session (a sign-out forgets what was prompted before it).
  if (snapshot.matches('checked')) for (const kind of openedPages(executed)) expect(context.prompted).toContain(kind);
  expect(context.queue.filter((kind) => context.prompted.includes(kind))).toEqual([]);
  expect(context.queue).toEqual(contractKinds.filter((kind) => context.queue.includes(kind)));
  const shown = shownContract(snapshot);
  expect(shown).toBe(snapshot.matches({ checked: 'prompting' }) ? context.queue[0] : null);
}

/** Nothing of a session is kept, nothing is asked or shown. */
function expectForgotten(snapshot: Snapshot, executed: readonly ExecutedAction[]): void {
  expectEffects(snapshot, executed);
  expect(snapshot.context).toMatchObject({ token: null, queue: [], prompted: [] });
  expect([...snapshot.tags]).toEqual([]);
}

defineModelTests({
  name: 'contractPrompts',
  machine: contractPromptsMachine,
  events: {
    'a guest': { type: 'auth.changed', session: null },
    'an agent': { type: 'auth.changed', session: agent },
    'a type-41 agent': { type: 'auth.changed', session: uncheckedAgent },
    'all three pending': doneEvent('loadPendingContracts', pending(true, true, true)),
    'dividend pending': doneEvent('loadPendingContracts', pending(false, true, false)),
    'none pending': doneEvent('loadPendingContracts', pending(false, false, false)),
    'check fails': errorEvent('loadPendingContracts', apiError('client.network')),
    cancel: { type: 'user.cancel' },
    'go to its page': { type: 'user.openContract' },
    'the view shows': { type: 'view.shown' },
    'the view leaves': { type: 'view.hidden' },
    'dividend answered': { type: 'contract.answered', kind: 'dividend' },
  },
  invariants: {
    signedOut: (snapshot, executed) => {
      expectForgotten(snapshot, executed);
    },
    notChecked: (snapshot, executed) => {
      expectForgotten(snapshot, executed);
    },
    checked: (snapshot, executed) => {
      expectEffects(snapshot, executed);
      expect(snapshot.context.token).toBe(agent.token);
    },
    'checked.awaitingView': (snapshot) => {
      // Nothing is asked while no prompt could show (no check runs: see expectEffects).
      expect([...snapshot.tags]).toEqual([]);
      expect(snapshot.context.viewShown).toBe(false);
    },
    'checked.checking': (snapshot) => {
      expect([...snapshot.tags]).toEqual([]);
    },
    'checked.prompting': (snapshot) => {
      expect([...snapshot.tags]).toEqual(['prompting']);
      expect(snapshot.context.queue.length).toBeGreaterThan(0);
    },
    'checked.away': (snapshot, executed) => {
      // The page of the contract that prompted last is open; nothing prompts over it.
      expect([...snapshot.tags]).toEqual([]);
      expect(openedPages(executed).at(-1)).toBe(snapshot.context.prompted.at(-1));
    },
    'checked.done': (snapshot) => {
      expect([...snapshot.tags]).toEqual([]);
      expect(snapshot.context.queue).toEqual([]);
    },
    'checked.failed': (snapshot) => {
      expect([...snapshot.tags]).toEqual([]);
    },
  },
});
