/**
 * Runs jobs one after another, and refuses a job at once when `limit` already wait (the server's
 * render: pages render one at a time, so a long queue would hold every page behind it).
 */
export function oneAtATime<I, O>(limit: number, run: (input: I) => Promise<O>, refuse: (waiting: number) => O): (input: I) => Promise<O> {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return (input) => {
    if (waiting >= limit) return Promise.resolve(refuse(waiting));
    waiting += 1;
    const done = queue
      .then(() => run(input))
      .finally(() => {
        waiting -= 1;
      });
    queue = done.catch(() => undefined);
    return done;
  };
}
