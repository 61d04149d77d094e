import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PendingContracts, SessionInfo } from '../../contract';
import {
  contractPromptsMachine,
  pendingKinds,
  shownContract,
  type ContractPromptsEmitted,
} from '../../machines/contractPrompts.machine';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError, session } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';

const allPending: PendingContracts = { dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true };
const nonePending: PendingContracts = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
const agent = session({ type: 1, token: 'agent-token', userName: 'demo_agent' });

/** The prompts, their view on screen unless `viewShown` is false. */
function startPrompts({ viewShown = true } = {}) {
  const loadPendingContracts = controlledPromise<PendingContracts, { token: string }>('loadPendingContracts');
  const opened: ContractPromptsEmitted[] = [];
  const actor = createActor(contractPromptsMachine.provide({ actors: { loadPendingContracts: loadPendingContracts.logic } }));
  actor.on('contractPrompts.openPage', (event) => void opened.push(event));
  actor.start();
  if (viewShown) actor.send({ type: 'view.shown' });
  const authChanged = (who: SessionInfo | null) => actor.send({ type: 'auth.changed', session: who });
  const shown = () => shownContract(actor.getSnapshot());
  const tokensAsked = () => loadPendingContracts.calls.map((call) => call.input.token);
  /** A session of this type reported, and the platform's answer. */
  const checkFor = async (who: SessionInfo, pending: PendingContracts) => {
    authChanged(who);
    loadPendingContracts.resolve(pending);
    await settle();
  };
  return { actor, loadPendingContracts, opened, authChanged, shown, tokensAsked, checkFor };
}

describe('contract prompts machine', () => {
  it('prompts nothing and asks nothing before auth reports a session', () => {
    const { actor, shown, tokensAsked } = startPrompts();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(shown()).toBeNull();
    expect(tokensAsked()).toEqual([]);
  });

  it('orders the pending contracts daily salary, dividend, hourly salary', () => {
    expect(pendingKinds(allPending)).toEqual(['dailySalary', 'dividend', 'hourlySalary']);
    expect(pendingKinds({ ...nonePending, contracthoursalreq: true })).toEqual(['hourlySalary']);
    expect(pendingKinds({ ...nonePending, divtypecompperiodreq: true })).toEqual(['dividend']);
    expect(pendingKinds({ ...nonePending, dailysalreqtype: true })).toEqual(['dailySalary']);
    expect(pendingKinds(nonePending)).toEqual([]);
  });

  it.each([0, 1, 2, 3, 43])('checks a session of member type %i with its token', async (type) => {
    const { shown, tokensAsked, checkFor } = startPrompts();
    await checkFor(session({ type, token: `token-${type}` }), allPending);
    expect(tokensAsked()).toEqual([`token-${type}`]);
    expect(shown()).toBe('dailySalary');
  });

  it.each([4, 40, 41, 42])('never checks member type %i', (type) => {
    const { actor, authChanged, shown, tokensAsked } = startPrompts();
    authChanged(session({ type }));
    expect(actor.getSnapshot().value).toBe('notChecked');
    expect(tokensAsked()).toEqual([]);
    expect(shown()).toBeNull();
    authChanged(session({ type }));
    expect(tokensAsked()).toEqual([]);
  });

  it('asks the platform only once the prompts\' view is on screen', async () => {
    const { actor, authChanged, loadPendingContracts, shown, tokensAsked } = startPrompts({ viewShown: false });
    authChanged(agent);
    expect(actor.getSnapshot().matches({ checked: 'awaitingView' })).toBe(true);
    expect(tokensAsked()).toEqual([]);
    actor.send({ type: 'view.shown' });
    expect(tokensAsked()).toEqual(['agent-token']);
    loadPendingContracts.resolve(allPending);
    await settle();
    expect(shown()).toBe('dailySalary');
  });

  it('a view shown before the session is reported: the check starts with the report', () => {
    const { actor, authChanged, tokensAsked } = startPrompts({ viewShown: false });
    actor.send({ type: 'view.shown' });
    actor.send({ type: 'view.hidden' });
    authChanged(agent);
    expect(tokensAsked()).toEqual([]);
    actor.send({ type: 'view.shown' });
    authChanged(null);
    authChanged(agent);
    expect(tokensAsked()).toEqual(['agent-token', 'agent-token']);
  });

  it('prompts nothing while the platform is asked', () => {
    const { actor, authChanged, shown } = startPrompts();
    authChanged(agent);
    expect(actor.getSnapshot().matches({ checked: 'checking' })).toBe(true);
    expect(shown()).toBeNull();
  });

  it('prompts each pending contract in turn; cancel shows the next, then none', async () => {
    const { actor, shown, opened, checkFor } = startPrompts();
    await checkFor(agent, allPending);
    expect(shown()).toBe('dailySalary');
    actor.send({ type: 'user.cancel' });
    expect(shown()).toBe('dividend');
    actor.send({ type: 'user.cancel' });
    expect(shown()).toBe('hourlySalary');
    actor.send({ type: 'user.cancel' });
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().matches({ checked: 'done' })).toBe(true);
    expect(opened).toEqual([]);
  });

  it('prompts nothing when nothing is pending', async () => {
    const { actor, shown, checkFor } = startPrompts();
    await checkFor(agent, nonePending);
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().matches({ checked: 'done' })).toBe(true);
  });

  it('opens the shown contract page, and the next prompt waits until the view is shown again', async () => {
    const { actor, shown, opened, checkFor } = startPrompts();
    await checkFor(agent, allPending);
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.openContract' });
    expect(opened).toEqual([{ type: 'contractPrompts.openPage', kind: 'dividend' }]);
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().matches({ checked: 'away' })).toBe(true);
    // A second tap on the way out opens nothing more.
    actor.send({ type: 'user.openContract' });
    expect(opened).toHaveLength(1);
    actor.send({ type: 'view.hidden' });
    expect(shown()).toBeNull();
    actor.send({ type: 'view.shown' });
    expect(shown()).toBe('hourlySalary');
  });

  it('an answered contract asks the platform again and no longer prompts; those prompted before stay prompted', async () => {
    const { actor, loadPendingContracts, shown, tokensAsked, checkFor } = startPrompts();
    await checkFor(agent, allPending);
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.openContract' });
    actor.send({ type: 'view.hidden' });
    actor.send({ type: 'contract.answered', kind: 'dividend' });
    // Asked again once the member is back where a prompt can show.
    expect(tokensAsked()).toEqual(['agent-token']);
    actor.send({ type: 'view.shown' });
    expect(tokensAsked()).toEqual(['agent-token', 'agent-token']);
    expect(shown()).toBeNull();
    // The platform still lists the cancelled daily salary and the hourly salary.
    loadPendingContracts.resolve({ ...allPending, divtypecompperiodreq: false });
    await settle();
    expect(shown()).toBe('hourlySalary');
    expect(actor.getSnapshot().context.prompted).toEqual(['dailySalary', 'dividend']);
  });

  it('a contract answered on its page before it prompted does not prompt, even if the platform is late to say so', async () => {
    const { actor, loadPendingContracts, shown, checkFor } = startPrompts();
    await checkFor(agent, allPending);
    actor.send({ type: 'contract.answered', kind: 'hourlySalary' });
    loadPendingContracts.resolve(allPending);
    await settle();
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.cancel' });
    expect(shown()).toBeNull();
  });

  it('a failed check prompts nothing; the next report of the same session tries again', async () => {
    const { actor, authChanged, loadPendingContracts, shown, tokensAsked } = startPrompts();
    authChanged(agent);
    loadPendingContracts.reject(apiError('client.network'));
    await settle();
    expect(actor.getSnapshot().matches({ checked: 'failed' })).toBe(true);
    expect(shown()).toBeNull();
    authChanged(agent);
    expect(tokensAsked()).toEqual(['agent-token', 'agent-token']);
    loadPendingContracts.resolve(allPending);
    await settle();
    expect(shown()).toBe('dailySalary');
  });

  it('a failed check then another session: that session is checked, with its own token', async () => {
    const { authChanged, loadPendingContracts, tokensAsked } = startPrompts();
    authChanged(agent);
    loadPendingContracts.reject(apiError('client.network'));
    await settle();
    authChanged({ ...agent, token: 'other-token' });
    expect(tokensAsked()).toEqual(['agent-token', 'other-token']);
  });

  it('back from a contract page the view counts as shown: a new session is checked at once', async () => {
    const { actor, authChanged, tokensAsked, checkFor } = startPrompts();
    await checkFor(agent, allPending);
    actor.send({ type: 'user.openContract' });
    actor.send({ type: 'view.hidden' });
    actor.send({ type: 'view.shown' });
    authChanged({ ...agent, token: 'other-token' });
    expect(tokensAsked()).toEqual(['agent-token', 'other-token']);
  });

  it('a failed check then a blocked or signed-out report: nothing is checked', async () => {
    const { actor, authChanged, loadPendingContracts, tokensAsked } = startPrompts();
    authChanged(agent);
    loadPendingContracts.reject(apiError('client.network'));
    await settle();
    authChanged({ ...agent, type: 4 });
    expect(actor.getSnapshot().value).toBe('notChecked');
    authChanged(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(tokensAsked()).toEqual(['agent-token']);
  });

  it('the same session reported again keeps its place in the prompts', async () => {
    const { actor, authChanged, shown, tokensAsked, checkFor } = startPrompts();
    await checkFor(agent, allPending);
    actor.send({ type: 'user.cancel' });
    authChanged(agent);
    expect(shown()).toBe('dividend');
    expect(tokensAsked()).toEqual(['agent-token']);
  });

  it('another session starts over with its own check', async () => {
    const { actor, shown, tokensAsked, checkFor } = startPrompts();
    await checkFor(agent, allPending);
    actor.send({ type: 'user.cancel' });
    await checkFor({ ...agent, token: 'other-token' }, allPending);
    expect(tokensAsked()).toEqual(['agent-token', 'other-token']);
    expect(shown()).toBe('dailySalary');
  });

  it('signing out clears the prompts; a late answer of the check changes nothing', async () => {
    const { actor, authChanged, loadPendingContracts, shown } = startPrompts();
    authChanged(agent);
    const call = loadPendingContracts.pending();
    authChanged(null);
    expect(call?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ token: null, queue: [], prompted: [], viewShown: true });
    call?.outcome.resolve(allPending);
    await settle();
    expect(shown()).toBeNull();
  });

  it('signing out while prompting clears the prompts', async () => {
    const { actor, authChanged, shown, checkFor } = startPrompts();
    await checkFor(agent, allPending);
    authChanged(null);
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().context).toEqual({ token: null, queue: [], prompted: [], viewShown: true });
  });

  it('its placeholder actor refuses to run: the app must provide the real one', async () => {
    await expect(rejectionOf(contractPromptsMachine, 'loadPendingContracts')).resolves.toEqual(
      new Error('loadPendingContracts is provided by src/app'),
    );
  });
});
