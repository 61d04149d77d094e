import { describe, expect, it } from 'vitest';
import { cyclePath, importCycles, importGraph, importsIn, importsOf, sourceFiles, type Import } from '../support/import-graph';

/*
 * The layers the README and ../shared/DESIGN.md state, checked on every import of src/, machines/,
 * contract/ and server/ (tests/support/import-graph.ts reads them): type-only imports count too,
 * since a layer that may not know a module may not know its types either, and an import cycle of
 * types is still a circle of files to read through. Dynamic `import()` counts as well.
 *
 * An exception is named here with its reason; a new one is a design decision, not a fix.
 */

const files = sourceFiles('src', 'machines', 'contract', 'server');
const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);

type Stray = { file: string; import: Import };

/** Every import of the files under `folder` that `isAllowed` refuses, as `file → target (kind)`. */
function strays(folder: string, isAllowed: (stray: Stray) => boolean): string[] {
  return files.filter(under(folder)).flatMap((file) =>
    importsOf(file)
      .filter((entry) => !isAllowed({ file, import: entry }))
      .map((entry) => `${file} → ${entry.target ?? entry.specifier} (${entry.kind})`),
  );
}

/** The files an import graph reaches from `start` (itself included). */
function reachable(graph: ReadonlyMap<string, readonly string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/**
 * The app's modules the front-end server imports itself (the app's render it loads from the
 * build, server/lib/server-render.ts): the language a page is rendered in. Each is framework-free
 * (checked below).
 */
const serverSharedModules: Record<string, string> = {
  'src/i18n/languages.ts': 'the language table: a page is rendered in the language the app will start in',
};

/** Packages a module shared with the server may bring in at run time (besides the contract's zod). */
const serverSafePackages = new Set(['zod/mini', 'xstate']);

/** TanStack Query's hooks that read or change server data. */
const queryHook = /^use(Suspense)?(Infinite)?(Query|Queries)$|^useMutation$|^useQueryClient$|^usePrefetch/;

describe('import rules (layers)', () => {
  it('the scan reads imports as written: kinds, comments and strings', () => {
    const read = (text: string) => importsIn('src/app/probe.ts', text).map(({ specifier, kind, names }) => `${specifier} ${kind} ${names.join(',')}`);
    expect(
      read(
        [
          "import { a, type B } from './a';",
          "import type { C } from './c';",
          "import { type D,\n  type E } from './d';",
          "import F, * as G from './f';",
          "export { h } from './h';",
          "export type { I } from './i';",
          "import './styles.css';",
          "const lazy = () => import('./lazy');",
          "type T = typeof import('./t');",
          "// import { x } from './commented';",
          "/* import './blocked'; */",
          "const text = \"import { y } from './quoted'\";",
          "const template = `import('./templated') ${import('./inside')}`;",
        ].join('\n'),
      ),
    ).toEqual([
      './a static a',
      './c type ',
      './d type ',
      './f static default,*',
      './h static h',
      './i type ',
      './styles.css static ',
      './lazy dynamic *',
      './t type ',
      './inside dynamic *',
    ]);
    // And it finds the real ones: a file it could not read would pass every rule below.
    expect(importsOf('src/app/createApp.ts').map((entry) => entry.target)).toContain('src/app/router.ts');
    expect(importsOf('src/main.tsx').filter((entry) => entry.kind === 'dynamic').map((entry) => entry.target)).toContain('src/app/startApp.tsx');
    expect(files.length).toBeGreaterThan(400);
  });

  it('machines import only xstate, contract/ and machines/ (their support/ and the children the app machine runs)', () => {
    expect(strays('machines', ({ import: { specifier, target } }) => specifier === 'xstate' || /^(contract|machines)\//.test(target ?? ''))).toEqual([]);
  });

  it('contract/ imports only zod/mini and contract/', () => {
    expect(strays('contract', ({ import: { specifier, target } }) => specifier === 'zod/mini' || under('contract')(target ?? ''))).toEqual([]);
  });

  it('src/ui never imports src/screens or src/routes', () => {
    expect(strays('src/ui', ({ import: { target } }) => !/^src\/(screens|routes)\//.test(target ?? ''))).toEqual([]);
  });

  it('src/screens never imports src/routes, but for the types of the search parameters', () => {
    // src/routes/m/-search.ts is no route (the `-` keeps it out of the route tree) but the schemas the
    // routes validate their search with; a screen may name the parsed search's type (GameListSearch).
    const searchTypes = ({ import: { target, kind } }: Stray) => target === 'src/routes/m/-search.ts' && kind === 'type';
    expect(strays('src/screens', (stray) => !under('src/routes')(stray.import.target ?? '') || searchTypes(stray))).toEqual([]);
  });

  it('src/api knows no React: nothing of src/ui, src/screens or src/routes, no .tsx, not react', () => {
    expect(
      strays('src/api', ({ import: { specifier, target } }) => !/^src\/(ui|screens|routes)\/|\.tsx$/.test(target ?? '') && !/^react(-dom)?(\/|$)/.test(specifier)),
    ).toEqual([]);
  });

  it('a shared part in src/ui that fetches (src/api, a TanStack Query hook) is a hook, use….ts; a component that does lives in its screen', () => {
    const fetching = files.filter(under('src/ui')).filter((file) =>
      importsOf(file).some(
        ({ kind, target, specifier, names }) =>
          kind !== 'type' && (under('src/api')(target ?? '') || (specifier === '@tanstack/react-query' && names.some((name) => queryHook.test(name)))),
      ),
    );
    expect(fetching.filter((file) => !/\/use[A-Z]\w*\.tsx?$/.test(file))).toEqual([]);
  });

  it('server/ imports from src/ only the framework-free modules it shares with the app', () => {
    expect(strays('server', ({ import: { target } }) => !under('src')(target ?? '') || target! in serverSharedModules)).toEqual([]);
    // What they bring in when the server loads them: no React, router, query client or catalogs.
    const runtime = importGraph(files, ['static']);
    const brought = Object.keys(serverSharedModules).flatMap((module) =>
      [...reachable(runtime, module)].flatMap((file) => [
        ...(file.endsWith('.tsx') ? [`${module} brings ${file}`] : []),
        ...importsOf(file)
          .filter(({ kind, target, specifier }) => kind === 'static' && target === null && !specifier.startsWith('.') && !serverSafePackages.has(specifier))
          .map(({ specifier }) => `${module} brings ${specifier} (${file})`),
      ]),
    );
    expect(brought).toEqual([]);
  });

  it('no import cycle among the files of src/, machines/, contract/ and server/', () => {
    const graph = importGraph(files);
    expect(importCycles(graph).map((component) => `${component.length} files: ${cyclePath(graph, component[0]!).join(' → ')}`)).toEqual([]);
  });
});
