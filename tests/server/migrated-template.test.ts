import { statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { migratedTemplateFile, templateCacheDir } from '../../server/db/migrated-template';

describe('the migrated PGlite template', () => {
  it('is made once into the cache and then reused as it is', async () => {
    const made = inject('pgliteTemplate');
    expect(dirname(made)).toBe(resolve(templateCacheDir));
    expect(basename(made)).toMatch(/^pglite-migrated-[0-9a-f]{16}\.tar$/);
    const before = statSync(made);
    expect(before.size).toBeGreaterThan(1_000_000);

    await expect(migratedTemplateFile(templateCacheDir)).resolves.toBe(made);
    expect(statSync(made).mtimeMs).toBe(before.mtimeMs);
  });
});
