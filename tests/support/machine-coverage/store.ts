import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CoverageResult } from '../model/coverage';

/**
 * Vitest runs each test file in its own worker, so every model test writes its machine's result
 * here and the global teardown merges them.
 */
export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
// Not under node_modules: a mutation run's sandbox links to this checkout's node_modules.
export const coverageCacheDir = join(projectRoot, '.data', 'machine-coverage');
export const coverageReportPath = join(projectRoot, 'docs', 'reports', 'machine-coverage.md');

export function writeCoverageResult(result: CoverageResult): void {
  mkdirSync(coverageCacheDir, { recursive: true });
  writeFileSync(join(coverageCacheDir, `${result.name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

export function clearCoverageResults(): void {
  rmSync(coverageCacheDir, { recursive: true, force: true });
}

export function readCoverageResults(): CoverageResult[] {
  let files: string[];
  try {
    files = readdirSync(coverageCacheDir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((file) => parseResult(readFileSync(join(coverageCacheDir, file), 'utf8')));
}

function parseResult(text: string): CoverageResult {
  const value: unknown = JSON.parse(text);
  if (!isCoverageResult(value))
    throw new Error('machine coverage cache holds an unexpected file; delete .data/machine-coverage');
  return value;
}

function isCoverageResult(value: unknown): value is CoverageResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'states' in value &&
    'transitions' in value &&
    typeof value.transitions === 'object' &&
    value.transitions !== null &&
    'checked' in value.transitions &&
    'paths' in value
  );
}
