import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/platform/nextTask';

describe('a task boundary', () => {
  it('goes on in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const boundary = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await boundary;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('goes on under a stopped clock, where a timer would not', async () => {
    vi.useFakeTimers();
    let timerFired = false;
    setTimeout(() => (timerFired = true), 0);
    await nextTask();
    expect(timerFired).toBe(false);
  });
});
