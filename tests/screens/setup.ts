import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unmount every rendered tree after each test so screens never leak into the next one.
afterEach(() => {
  cleanup();
});
