import { createActor, createMachine, type AnyEventObject } from 'xstate';

/**
 * A stand-in parent that records what a child tells it (`sendParent`): pass it as the child's
 * `parent` option, `createActor(logic, { parent })`, and read `heard`.
 */
export function recordingParent() {
  const heard: AnyEventObject[] = [];
  const parent = createActor(createMachine({ on: { '*': { actions: ({ event }) => heard.push(event) } } })).start();
  return { parent, heard };
}
