/**
 * Where the platform's answers come from while the front-end server renders a page
 * (src/entry-server.tsx): asked of the platform as a guest, each kept to be written into the page,
 * so the app finds the same answers when it hydrates (src/api/inlineAnswers.ts). Null in the
 * browser, which asks the platform itself.
 */
type ServerAnswers = { ask: (key: string) => Promise<unknown>; used: Map<string, unknown> };

let serverAnswers: ServerAnswers | null = null;

/** Renders answer through `ask` until `stop` is called; returns the answers used, by key. */
export function answerFromServer(ask: (key: string) => Promise<unknown>): { used: ReadonlyMap<string, unknown>; stop: () => void } {
  const source: ServerAnswers = { ask, used: new Map() };
  serverAnswers = source;
  return {
    used: source.used,
    stop: () => {
      if (serverAnswers === source) serverAnswers = null;
    },
  };
}

/** The server's answer to a guest's GET of `key` (contract/inlineAnswers.ts's key), or null in the browser. */
export function serverAnswer(key: string): Promise<unknown> | null {
  const source = serverAnswers;
  if (source === null) return null;
  return source.ask(key).then((answer) => {
    source.used.set(key, answer);
    return answer;
  });
}

/** True while the server renders: calls that are not a guest's GET are not made. */
export function rendersOnServer(): boolean {
  return serverAnswers !== null;
}
