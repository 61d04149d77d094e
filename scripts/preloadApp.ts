import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { appPreloadAttribute } from '../contract/serverRender.ts';
import { preloadLink } from '../server/lib/page-preloads.ts';

/**
 * The entry starts the app with a dynamic import (src/main.tsx), and Vite's own preload links are
 * off, so Vite links none of the app's files in the page. This links them as the entry's own would
 * be: a `modulepreload` for every chunk the app imports statically, and a `preload` for their
 * stylesheets, so they download with the page and the import finds them here. The links are marked (`appPreloadAttribute`): a page
 * the server drew goes without them.
 */
export function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      // The page's own entry chunk: the build has others (the catalogs, scripts/catalogAddresses.ts).
      handler(html, { bundle, chunk: entry }) {
        if (bundle === undefined || entry === undefined) return html;
        // Vite links none of the entry's own imports either (vite.config.ts: modulePreload is off):
        // linked here unmarked, so a page the server drew keeps them.
        const own = entry.imports.map((file) => preloadLink(`${base}${file}`));
        const linked = new Set([entry.fileName, ...entry.imports]);
        const graph = staticGraph(bundle, entry.dynamicImports);
        const chunks = graph.filter((chunk) => !linked.has(chunk.fileName));
        // Every stylesheet the import waits for: then none costs a request at that moment.
        const files = [...chunks.filter((chunk) => !isStylesheetOnly(chunk)).map((chunk) => chunk.fileName), ...stylesOf(graph)];
        const links = [...own, ...files.map((file) => preloadLink(`${base}${file}`, appPreloadAttribute))];
        return html.replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
      },
    },
  };
}

/**
 * Whether Vite drops `chunk` from the build: a chunk with stylesheets and no code of its own
 * (a component's CSS shared by pages) is written as its stylesheet alone, so there is no file to link.
 */
export function isStylesheetOnly(chunk: OutputChunk): boolean {
  return chunk.code.trim() === '' && (chunk.viteMetadata?.importedCss.size ?? 0) > 0;
}

/** The stylesheets `graph`'s chunks import, each once. */
export function stylesOf(graph: readonly OutputChunk[]): string[] {
  return [...new Set(graph.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
}

/** The chunks `fileNames` are and import statically, each once, in the order met. */
export function staticGraph(bundle: OutputBundle, fileNames: readonly string[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return [...seen.values()];
}
