import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../machines/catalog';
import { docsDir, renderAllDocs } from '../../scripts/machine-docs/render';

const root = fileURLToPath(new URL('../../', import.meta.url));
const expected = renderAllDocs(machineCatalog);
const fix = 'machine diagrams are stale: run npm run machines:docs';

describe('docs/machines', () => {
  it.each([...expected.keys()])('%s matches the machine definitions', (path) => {
    const file = join(root, path);
    expect(existsSync(file), `${path} is missing; ${fix}`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${path} differs; ${fix}`).toBe(expected.get(path));
  });

  it('has no pages for machines outside the catalog', () => {
    const pages = existsSync(join(root, docsDir)) ? readdirSync(join(root, docsDir)) : [];
    const stray = pages.filter((file) => file.endsWith('.md') && !expected.has(`${docsDir}/${file}`));
    expect(stray, fix).toEqual([]);
  });
});
