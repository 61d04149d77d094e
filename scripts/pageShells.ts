import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { pageShellsFileName, type PageShell, type PageShells } from '../contract/pageShells.ts';
import { pageChunks } from './pagePreloads.ts';

/** A page route's chrome as its file declares it: `staticData: page(msg`…`)`, with options or without. */
const pageCall = /staticData:\s*page\(\s*msg`([^`$]*)`\s*(?:,\s*\{([^}]*)\}\s*)?\)/;

/**
 * The shell of the page a route file declares (src/app/pageChrome.ts's `page`, its defaults: the
 * back header and the footer), its title the source message; null for home's header, which has a
 * first paint of its own, and for a file that declares none in that form (a title with a
 * placeholder among them). tests/screens/pageShells.test.tsx holds this to the router's own
 * reading of every route.
 */
export function pageShellOf(source: string): PageShell | null {
  const call = source.match(pageCall);
  if (call === null) return null;
  const title = call[1] ?? '';
  const options = call[2] ?? '';
  const header = options.match(/\bheader:\s*'(home|back|hidden)'/)?.[1] ?? 'back';
  if (header === 'home') return null;
  return { header: header === 'hidden' ? 'hidden' : 'back', title, footer: !/\bfooter:\s*false\b/.test(options) };
}

/**
 * Writes `page-shells.json` (contract/pageShells.ts): for each page with a split component (the
 * pages of scripts/pagePreloads.ts), the shell its route declares. The front-end server paints it
 * before any script (server/lib/page-shell.ts).
 */
export function pageShells(): Plugin {
  return {
    name: 'page-shells',
    apply: 'build',
    generateBundle(_, bundle) {
      const shells: PageShells = {};
      for (const { path, routeFile } of pageChunks(bundle)) {
        const shell = pageShellOf(readFileSync(routeFile, 'utf8'));
        if (shell !== null) shells[path] = shell;
      }
      this.emitFile({ type: 'asset', fileName: pageShellsFileName, source: JSON.stringify(shells) });
    },
  };
}
