import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from '../../server/lib/background-tasks';

/** Lets every queued microtask run, as an `await`ed answer would; not a turn of the event loop. */
async function microtasks(): Promise<void> {
  for (let index = 0; index < 20; index += 1) await Promise.resolve();
}

describe('background tasks', () => {
  it('start only once the current turn of the event loop is over: an answer already returned goes first', async () => {
    const tasks = createBackgroundTasks();
    let ran = false;
    tasks.run('mark', async () => {
      ran = true;
    });
    await microtasks();
    expect(ran).toBe(false);
    await tasks.settled();
    expect(ran).toBe(true);
  });

  it('settle once every task, and every task one of them started, has finished', async () => {
    const tasks = createBackgroundTasks();
    const finished: string[] = [];
    tasks.run('outer', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      tasks.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished.push('inner');
      });
      finished.push('outer');
    });
    await tasks.settled();
    expect(finished).toEqual(['outer', 'inner']);
  });

  it('log a failure without the values it carried, and neither throw nor reject', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tasks = createBackgroundTasks();
    tasks.run('mail', () => Promise.reject(new Error('no mailbox for "someone@example.com"')));
    tasks.run('sync', () => {
      throw new Error('thrown at once');
    });
    await expect(tasks.settled()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(2);
    const lines = logged.mock.calls.map((call) => call.join(' '));
    expect(lines[0]).toMatch(/^\[platform\] mail failed: Error: no mailbox for "…"/);
    expect(lines.join('\n')).not.toContain('someone@example.com');
    expect(lines[1]).toMatch(/^\[platform\] sync failed: Error: thrown at once/);
  });
});
