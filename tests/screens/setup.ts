import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unmount every rendered tree after each test so screens never leak into the next one.
afterEach(() => {
  cleanup();
});

// Files share one jsdom (vitest.config.ts, isolate: false): each starts from what a new tab has.
afterAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.head.querySelectorAll('meta[name], link[rel]').forEach((element) => element.remove());
});
