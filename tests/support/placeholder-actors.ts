import { createActor, type AnyStateMachine } from 'xstate';

/**
 * Machines declare the actors the app provides with a placeholder that throws, so a host that
 * forgets one fails loudly instead of waiting forever. This runs a placeholder on its own and
 * resolves with what it threw.
 */
export function rejectionOf(machine: AnyStateMachine, src: string): Promise<unknown> {
  const logic = machine.implementations.actors[src];
  if (logic === undefined || !('transition' in logic)) throw new Error(`${machine.id} declares no actor "${src}"`);
  return new Promise((resolve, reject) => {
    const actor = createActor(logic);
    actor.subscribe({ complete: () => reject(new Error(`${src} completed`)), error: resolve });
    actor.start();
  });
}
