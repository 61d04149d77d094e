import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A `dist/` of its own for the file's tests: an index.html and the given files (path → content),
 * removed after the file. The real build is not there when Vitest runs on a fresh clone.
 */
export function useBuiltFrontEnd(files: Record<string, string> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [path, content] of Object.entries({ 'index.html': '<!doctype html><title>app</title>', ...files })) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}
