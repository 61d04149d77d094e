import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { pagePreloadsFileName, type PagePreloads } from '../contract/pagePreloads.ts';
import { isStylesheetOnly, staticGraph, stylesOf } from './preloadApp.ts';

/** A route's split component, as @tanstack/router-plugin names it: `…/src/routes/m/login.tsx?tsr-split=component`. */
const splitComponent = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component$/;

/**
 * The address a route file serves, by the router's file conventions: `_name` folders and files are
 * layouts without a path, `index` is the folder's own page, `[x]` escapes `x` (`register[.]html`,
 * `[index]`). Null for a file that is not a page of one fixed address (`$param`, `-private`).
 */
export function routePathOf(moduleId: string | null): string | null {
  const file = moduleId?.match(splitComponent)?.[1];
  if (file === undefined) return null;
  const segments = file.split(/[\\/]/).filter((segment) => !segment.startsWith('_'));
  if (segments.at(-1) === 'index') segments.pop();
  if (segments.some((segment) => segment.startsWith('$') || segment.startsWith('-'))) return null;
  return `/${segments.map((segment) => segment.replace(/\[([^\]]*)\]/g, '$1')).join('/')}`;
}

/**
 * The bundle's pages: each route's split component (a dynamic entry) with the address it serves,
 * and the route file it comes from.
 */
export function pageChunks(bundle: OutputBundle): Array<{ path: string; routeFile: string; chunk: OutputChunk }> {
  return Object.values(bundle).flatMap((output) => {
    if (output.type !== 'chunk' || !output.isDynamicEntry || output.facadeModuleId === null) return [];
    const path = routePathOf(output.facadeModuleId);
    return path === null ? [] : [{ path, routeFile: output.facadeModuleId.replace(/\?.*$/, ''), chunk: output }];
  });
}

/**
 * Writes `page-preloads.json` (contract/pagePreloads.ts): for each page with a split component,
 * the component's chunk, the chunks it imports statically and their stylesheets, as the page
 * links them. The front-end server adds the links the page lacks (server/lib/page-preloads.ts).
 */
export function pagePreloads(): Plugin {
  let base = '/';
  return {
    name: 'page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_, bundle) {
      const pages: PagePreloads = {};
      for (const { path, chunk } of pageChunks(bundle)) {
        const graph = staticGraph(bundle, [chunk.fileName]);
        const files = new Set([...graph.filter((each) => !isStylesheetOnly(each)).map((each) => each.fileName), ...stylesOf(graph)]);
        pages[path] = [...files].map((file) => `${base}${file}`);
      }
      this.emitFile({ type: 'asset', fileName: pagePreloadsFileName, source: JSON.stringify(pages) });
    },
  };
}
