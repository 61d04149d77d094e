import { fromPromise, type PromiseActorLogic } from 'xstate';
import { deferred, type Deferred } from './deferred';

export type PromiseCall<TOutput, TInput> = {
  /** The id the actor runs under: the invoke id. */
  actorId: string;
  input: TInput;
  signal: AbortSignal;
  outcome: Deferred<TOutput>;
  settled: boolean;
};

export type ControlledPromise<TOutput, TInput> = {
  /** Provide this as the actor implementation. */
  logic: PromiseActorLogic<TOutput, TInput>;
  calls: ReadonlyArray<PromiseCall<TOutput, TInput>>;
  /** The running, unsettled call, if any. */
  pending: () => PromiseCall<TOutput, TInput> | undefined;
  /** Settles the running call; throws when the machine is not running one. */
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
};

/**
 * A fake promise actor that stays pending until the test decides its outcome. Every start is
 * recorded with its input, so tests can check what the machine asked for.
 */
export function controlledPromise<TOutput, TInput = unknown>(name = 'actor'): ControlledPromise<TOutput, TInput> {
  const calls: Array<PromiseCall<TOutput, TInput>> = [];
  const pending = () => calls.findLast((call) => !call.settled && !call.signal.aborted);
  const running = () => {
    const call = pending();
    if (call === undefined) throw new Error(`${name} is not running: the machine has not invoked it`);
    call.settled = true;
    return call;
  };
  return {
    logic: fromPromise<TOutput, TInput>(({ input, self, signal }) => {
      const call: PromiseCall<TOutput, TInput> = {
        actorId: self.id,
        input,
        signal,
        outcome: deferred(),
        settled: false,
      };
      calls.push(call);
      return call.outcome.promise;
    }),
    calls,
    pending,
    resolve: (output) => running().outcome.resolve(output),
    reject: (error) => running().outcome.reject(error),
  };
}
