import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { contractKinds, type ContractKind, type PendingContracts, type SessionInfo } from '../contract';
import type { AuthChangedEvent } from './auth.machine';
import { contractCheckSkippedTypes } from './constants';

export type ContractPromptsContext = {
  /** The token of the session whose contracts are prompted; null without one (or when it is not checked). */
  token: string | null;
  /** The contracts still to prompt, the one shown first. */
  queue: ContractKind[];
  /** Those already prompted for this session (cancelled or opened): a later check does not prompt them again. */
  prompted: ContractKind[];
  /** The prompts' view is on screen (home): the platform is asked only when a prompt can show. */
  viewShown: boolean;
};

export type ContractPromptsEvent =
  /** The prompt's cancel button (also Escape, a tap outside). */
  | { type: 'user.cancel' }
  /** The prompt's button to the contract's page. */
  | { type: 'user.openContract' }
  /** The prompts' view came on screen (home was opened, or the member came back to it). */
  | { type: 'view.shown' }
  /** The prompts' view left the screen (another page was opened). */
  | { type: 'view.hidden' }
  /** A contract page: the member accepted or declined this contract on the platform. */
  | { type: 'contract.answered'; kind: ContractKind }
  /** Forwarded by the app: who the user is changed (auth's every report, the first one included). */
  | AuthChangedEvent;

/** What the prompts ask of the view that shows them: machines never navigate. */
export type ContractPromptsEmitted = { type: 'contractPrompts.openPage'; kind: ContractKind };

/** The pending contracts the platform reports, in the order they prompt (shell-and-content §2). */
export function pendingKinds(pending: PendingContracts): ContractKind[] {
  const waiting: Record<ContractKind, boolean> = {
    dailySalary: pending.dailysalreqtype,
    dividend: pending.divtypecompperiodreq,
    hourlySalary: pending.contracthoursalreq,
  };
  return contractKinds.filter((kind) => waiting[kind]);
}

/** The contract the prompt shows, or null: no prompt. */
export function shownContract(snapshot: { context: ContractPromptsContext; hasTag: (tag: 'prompting') => boolean }): ContractKind | null {
  return snapshot.hasTag('prompting') ? (snapshot.context.queue[0] ?? null) : null;
}

type SessionParams = { session: SessionInfo | null };
type KindParams = { kind: ContractKind };

const sessionOf = ({ event }: { event: AuthChangedEvent }): SessionParams => ({ session: event.session });
const forgetSession = { type: 'forgetSession' } as const;
const startSession = { type: 'startSession', params: sessionOf } as const;

/**
 * The agent contract prompts, for the app's lifetime (shell-and-content §2, §4; accounts §6). For
 * each session whose member type is not 4, 40, 41 or 42 the platform is asked, once the prompts'
 * view is on screen, which contracts wait for the member's answer (daily salary, dividend, hourly
 * salary); each pending one prompts in turn, with cancel (the next one) or a way to its contract
 * page. After that way the next prompt waits until the view is shown again. A contract answered on
 * its page makes the platform be asked again, so an answered contract no longer prompts, nor one
 * already prompted for this session. A failed check shows nothing; the next report of the same
 * session tries again. Signing out forgets everything.
 */
export const contractPromptsMachine = setup({
  types: {
    context: {} as ContractPromptsContext,
    events: {} as ContractPromptsEvent,
    emitted: {} as ContractPromptsEmitted,
  },
  actors: {
    /** `GET /wps/agent/contract/request` with the session's token. */
    loadPendingContracts: fromPromise<PendingContracts, { token: string }>(async () => {
      throw new Error('loadPendingContracts is provided by src/app');
    }),
  },
  actions: {
    /** Asks the view to open the shown contract's page (the view knows the routes). */
    openContractPage: enqueueActions(({ context, enqueue }) => {
      const kind = context.queue[0];
      if (kind !== undefined) enqueue.emit({ type: 'contractPrompts.openPage', kind });
    }),
    startSession: assign((_, params: SessionParams) => ({ token: params.session?.token ?? null, queue: [], prompted: [] })),
    forgetSession: assign({ token: null, queue: [], prompted: [] }),
    noteViewShown: assign({ viewShown: true }),
    noteViewHidden: assign({ viewShown: false }),
    storePending: assign(({ context }, params: { pending: PendingContracts }) => ({
      queue: pendingKinds(params.pending).filter((kind) => !context.prompted.includes(kind)),
    })),
    /** The shown contract was cancelled or opened: the next one is shown. */
    dropShown: assign(({ context }) => ({
      queue: context.queue.slice(1),
      prompted: [...context.prompted, ...context.queue.slice(0, 1)],
    })),
    /** The platform is asked again what is left; the answered contract is never prompted again. */
    noteAnswered: assign(({ context }, params: KindParams) => ({
      queue: [],
      prompted: context.prompted.includes(params.kind) ? context.prompted : [...context.prompted, params.kind],
    })),
  },
  guards: {
    noSession: (_, params: SessionParams) => params.session === null,
    skippedType: (_, params: SessionParams) => params.session !== null && contractCheckSkippedTypes.includes(params.session.type),
    sameSession: ({ context }, params: SessionParams) => params.session?.token === context.token,
    /** The session whose check failed, reported again (its type still checked). */
    sameCheckedSession: ({ context }, params: SessionParams) =>
      params.session !== null &&
      params.session.token === context.token &&
      !contractCheckSkippedTypes.includes(params.session.type),
    nothingToPrompt: ({ context }) => context.queue.length === 0,
    viewShown: ({ context }) => context.viewShown,
  },
}).createMachine({
  id: 'contractPrompts',
  context: { token: null, queue: [], prompted: [], viewShown: false },
  initial: 'signedOut',
  on: {
    'view.shown': { actions: 'noteViewShown' },
    'view.hidden': { actions: 'noteViewHidden' },
    'auth.changed': [
      { guard: { type: 'noSession', params: sessionOf }, target: '.signedOut', actions: forgetSession },
      { guard: { type: 'skippedType', params: sessionOf }, target: '.notChecked', actions: forgetSession },
      // The same session reported again (its member type re-read): what was prompted stays prompted.
      { guard: { type: 'sameSession', params: sessionOf } },
      { target: '.checked', actions: startSession },
    ],
  },
  states: {
    /** No session: nothing to check. */
    signedOut: {},
    /** Member types 4, 40, 41 and 42 are never checked. */
    notChecked: {},
    checked: {
      initial: 'awaitingView',
      on: {
        'contract.answered': {
          target: 'checked',
          actions: { type: 'noteAnswered', params: ({ event }) => ({ kind: event.kind }) },
        },
      },
      states: {
        /** Nothing is asked until a prompt can show. */
        awaitingView: {
          always: { guard: 'viewShown', target: 'checking' },
        },
        checking: {
          invoke: {
            id: 'loadPendingContracts',
            src: 'loadPendingContracts',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'prompting', actions: { type: 'storePending', params: ({ event }) => ({ pending: event.output }) } },
            onError: 'failed',
          },
        },
        prompting: {
          tags: ['prompting'],
          always: { guard: 'nothingToPrompt', target: 'done' },
          on: {
            'user.cancel': { actions: 'dropShown' },
            'user.openContract': {
              target: 'away',
              actions: ['openContractPage', 'dropShown'],
            },
          },
        },
        /** On a contract page: the next prompt waits until the prompts' view is shown again. */
        away: {
          on: { 'view.shown': { target: 'prompting', actions: 'noteViewShown' } },
        },
        /** Every pending contract was prompted (or none was pending). */
        done: {},
        /** The platform could not say: no prompt; the next report of who the user is tries again. */
        failed: {
          on: {
            'auth.changed': { guard: { type: 'sameCheckedSession', params: sessionOf }, target: 'awaitingView' },
          },
        },
      },
    },
  },
});
