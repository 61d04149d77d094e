import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineCatalog } from '../machines/catalog';
import { docsDir, renderAllDocs } from './machine-docs/render';

/** `npm run machines:docs`: rewrites docs/machines/ from machines/catalog.ts. */
const root = fileURLToPath(new URL('..', import.meta.url));
const files = renderAllDocs(machineCatalog);

mkdirSync(join(root, docsDir), { recursive: true });
// Pages of machines that left the catalog would otherwise linger.
for (const file of readdirSync(join(root, docsDir))) {
  if (file.endsWith('.md') && !files.has(`${docsDir}/${file}`)) rmSync(join(root, docsDir, file));
}
for (const [path, content] of files) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
console.log(`machines:docs wrote ${files.size} files to ${docsDir}/`);
