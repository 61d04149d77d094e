import { act } from '@testing-library/react';
import { renderApp } from './renderApp';
import { startTestApp, type TestApp } from './testApp';

/**
 * The app at `path` (renderApp), its first render inside an awaited act. A screen that suspends on
 * its first render (operator HTML while the lazy sanitiser loads) is resumed when the sanitiser
 * comes; after a plain render, inside a synchronous act, jsdom's React never resumes it.
 */
export async function renderSettled(path: string, app?: TestApp) {
  let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
  await act(async () => {
    rendered = await renderApp(path, { app: app ?? (await startTestApp()) });
  });
  if (rendered === undefined) throw new Error('the app did not render');
  return rendered;
}
