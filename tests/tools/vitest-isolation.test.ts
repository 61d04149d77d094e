import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import config, { mockedScreenTests } from '../../vitest.config';

/** Every test file under tests/, relative to the project root. */
function testFiles(directory = 'tests'): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const projects = (config.test?.projects ?? []).flatMap((project) =>
  typeof project === 'object' && 'test' in project && project.test ? [project.test] : [],
);

describe('vitest isolation', () => {
  test('only files named *.mocked.test.tsx under tests/screens replace modules with vi.mock', () => {
    const mocking = testFiles().filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    for (const file of mocking) expect(file, `${file} uses vi.mock: name it *.mocked.test.tsx`).toMatch(/^tests\/screens\/.*\.mocked\.test\.tsx$/);
  });

  test('those files run isolated, as the machines do; the other projects share their module cache', () => {
    const isolated = projects.filter((project) => project.isolate !== false).map((project) => project.name);
    expect(isolated).toEqual(['machines', 'screens-mocked']);
    const mocked = projects.filter((project) => project.include?.includes(mockedScreenTests));
    expect(mocked.map((project) => project.name)).toEqual(['screens-mocked']);
    expect(projects.find((project) => project.name === 'screens')?.exclude).toContain(mockedScreenTests);
  });
});
