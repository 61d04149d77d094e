/**
 * A task boundary: what follows the returned promise runs in a task of its own, so the browser can
 * answer a tap or draw a frame in between instead of after one long task (TBT, issue 14). A
 * message, not a timer: timers are clamped, throttled in the background and stand still under a
 * test's paused clock.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
