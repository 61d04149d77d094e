/**
 * The page's question to a service worker that has just taken over (src/platform/serviceWorker.ts):
 * does it keep this script, the page's own entry? Pages load from the network first
 * (src/worker/pageFromNetwork.ts), so a page can already run the version its new worker installs,
 * and then it has nothing to update. The answer comes back on the message's port, a boolean.
 */
export interface KeepsScriptQuestion {
  type: 'app.keepsScript';
  url: string;
}

export function keepsScriptQuestion(url: string): KeepsScriptQuestion {
  return { type: 'app.keepsScript', url };
}

export function isKeepsScriptQuestion(data: unknown): data is KeepsScriptQuestion {
  if (typeof data !== 'object' || data === null) return false;
  return 'type' in data && data.type === 'app.keepsScript' && 'url' in data && typeof data.url === 'string';
}
