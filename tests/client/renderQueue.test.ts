import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/app/renderQueue';
import { deferred } from '../support/deferred';

describe('the server’s render queue (src/app/renderQueue.ts)', () => {
  it('runs one job at a time, in order, and refuses at once while the limit already waits', async () => {
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()];
    const started: number[] = [];
    const render = oneAtATime(
      2,
      async (job: number) => {
        started.push(job);
        await gates[job]?.promise;
        return `drawn ${job}`;
      },
      (waiting) => `busy with ${waiting}`,
    );
    const first = render(0);
    const second = render(1);
    expect(await render(2)).toBe('busy with 2');
    await Promise.resolve();
    expect(started).toEqual([0]);
    gates[0]?.resolve();
    expect(await first).toBe('drawn 0');
    // One has left the queue: the next is taken again.
    const third = render(2);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect([await second, await third]).toEqual(['drawn 1', 'drawn 2']);
    expect(started).toEqual([0, 1, 2]);
  });

  it('goes on after a job that fails, and counts it out of the queue', async () => {
    const render = oneAtATime(
      1,
      async (job: string) => {
        if (job === 'bad') throw new Error('render crashed');
        return job;
      },
      () => 'busy',
    );
    await expect(render('bad')).rejects.toThrow('render crashed');
    expect(await render('good')).toBe('good');
  });
});
