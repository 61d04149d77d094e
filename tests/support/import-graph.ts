import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/*
 * The import graph of the project's own sources, for tests/tools/import-rules.test.ts: every
 * import of a .ts/.tsx file (static, type-only, re-export, side-effect and dynamic `import()`),
 * read with regular expressions from the text with its comments and strings masked (TypeScript 7
 * has no JavaScript parser API; the 600 files of src/, machines/, contract/ and server/ take about
 * half a second), and the strongly connected components of the graph (Tarjan).
 */

export const projectRoot = resolve(import.meta.dirname, '..', '..');

export type ImportKind = 'static' | 'type' | 'dynamic';

export type Import = {
  /** As written: './hooks', 'xstate', '../../contract/auth.ts'. */
  specifier: string;
  /** A type-only import or re-export (`import type`, or every named binding marked `type`). */
  kind: ImportKind;
  /** The imported file, relative to the project root with `/`; null for a package or a non-TS file. */
  target: string | null;
  /** The names it binds at run time, as the imported module calls them: `default`, `*`, `useQuery`. */
  names: string[];
};

/** The .ts/.tsx files under the given folders (relative to the project root), as `/` paths. */
export function sourceFiles(...dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return dirs.flatMap(walk).sort();
}

function toProjectPath(absolute: string): string {
  return relative(projectRoot, absolute).split(sep).join('/');
}

/** The .ts/.tsx file a relative specifier names, or null (a package, a .po catalog, an asset). */
function resolveRelative(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(projectRoot, file, '..', specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
  return found === undefined ? null : toProjectPath(found);
}

type Masked = { code: string; strings: string[] };

/**
 * The text with its comments blanked and each string literal replaced by `'<n>'`, its text kept as
 * `strings[n]` (a template literal with `${…}`: its text blanked, its code kept), so neither a
 * comment nor a string that shows an import is read as one. A quote or a slash the scan misreads
 * (an apostrophe in JSX text) costs at most the rest of its line: quoted strings end at a line's end.
 */
function masked(text: string): Masked {
  const strings: string[] = [];
  let code = '';
  let i = 0;
  let lastSignificant = '';
  const templateDepths: number[] = []; // the brace depth at which each open template resumes
  let braces = 0;
  const blank = (part: string) => part.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const char = text[i]!;
    const next = text[i + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      code += blank(text.slice(i, stop));
      i = stop;
    } else if (char === "'" || char === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== char && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      code += `'${strings.push(text.slice(i + 1, j)) - 1}'`;
      i = j + 1;
      lastSignificant = "'";
    } else if (char === '`' || (char === '}' && templateDepths.at(-1) === braces - 1)) {
      // A template literal, or its rest after a `${…}`.
      if (char === '}') {
        templateDepths.pop();
        braces -= 1;
      }
      let j = i + 1;
      while (j < text.length && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{')) j += text[j] === '\\' ? 2 : 1;
      if (text[j] === '$') {
        code += blank(text.slice(i, j)) + '${';
        templateDepths.push(braces);
        braces += 1;
        i = j + 2;
        lastSignificant = '{';
      } else {
        code += char === '`' ? `'${strings.push(text.slice(i + 1, j)) - 1}'` : blank(text.slice(i, j + 1));
        i = j + 1;
        lastSignificant = "'";
      }
    } else if (char === '/' && ('(,=:[!&|?{};+-*%<>~^'.includes(lastSignificant) || /(^|\W)(return|typeof|case|in|of|void|await|yield)\s*$/.test(code.slice(-12)))) {
      // A regular expression literal (a slash where no value ends): kept as it is, up to its closing slash.
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j += text[j] === '\\' ? 2 : 1;
      }
      code += text.slice(i, j + 1);
      i = j + 1;
      lastSignificant = '/';
    } else {
      if (char === '{') braces += 1;
      if (char === '}') braces -= 1;
      if (!/\s/.test(char)) lastSignificant = char;
      code += char;
      i += 1;
    }
  }
  return { code, strings };
}

/** The run-time names of a clause (`X, { a, b as c, type D }` → default, a, b). */
function clauseNames(clause: string): string[] {
  if (/^type\s/.test(clause)) return [];
  const names: string[] = [];
  const named = /\{([^}]*)\}/.exec(clause);
  const rest = clause.replace(/\{[^}]*\}/, '').split(',').map((part) => part.trim());
  for (const part of rest) {
    if (part.startsWith('*')) names.push('*');
    else if (part !== '') names.push('default');
  }
  for (const binding of named?.[1]?.split(',') ?? []) {
    const name = binding.trim().split(/\s+as\s+/)[0]!;
    if (name !== '' && !/^type\s/.test(name)) names.push(name);
  }
  return names;
}

/** `type X`, `type { A }` or `{ type A, type B }`: an import or export clause of types only. */
function isTypeOnlyClause(clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const named = /^\{([^}]*)\}$/.exec(clause);
  if (named === null) return false;
  const bindings = named[1]!.split(',').map((binding) => binding.trim()).filter((binding) => binding !== '');
  return bindings.length > 0 && bindings.every((binding) => /^type\s/.test(binding));
}

const importsCache = new Map<string, Import[]>();

/** Every import of one file (a project-relative path), in the order they are written. */
export function importsOf(file: string): Import[] {
  const cached = importsCache.get(file);
  if (cached !== undefined) return cached;
  const imports = importsIn(file, readFileSync(join(projectRoot, file), 'utf8'));
  importsCache.set(file, imports);
  return imports;
}

/** The imports in `text`, as the file `file` (which relative specifiers resolve from) would hold them. */
export function importsIn(file: string, text: string): Import[] {
  const { code, strings } = masked(text);
  const found: Array<Import & { at: number }> = [];
  const add = (at: number, literal: string, kind: ImportKind, names: string[]) => {
    const specifier = strings[Number(literal)]!;
    found.push({ at, specifier, kind, target: resolveRelative(file, specifier), names: kind === 'type' ? [] : names });
  };
  const keyword = String.raw`(?<![\w$.])`;
  // import X, { a, type b } from '…'; import type …; export { … } from '…'; export * as n from '…'
  for (const match of code.matchAll(new RegExp(String.raw`${keyword}(import|export)\s+([\w$\s,{}*]*?)\s*from\s*'(\d+)'`, 'g'))) {
    const [, word, clause, literal] = match;
    const trimmed = clause!.trim();
    if (word === 'export' && !/^(type\s+)?(\*|\{)/.test(trimmed)) continue;
    add(match.index, literal!, isTypeOnlyClause(trimmed) ? 'type' : 'static', clauseNames(trimmed));
  }
  // import '…' (for its effects)
  for (const match of code.matchAll(new RegExp(String.raw`${keyword}import\s*'(\d+)'`, 'g'))) add(match.index, match[1]!, 'static', []);
  // import('…'), and typeof import('…') in a type
  for (const match of code.matchAll(new RegExp(String.raw`${keyword}(typeof\s+)?import\s*\(\s*'(\d+)'\s*[,)]`, 'g'))) {
    add(match.index, match[2]!, match[1] === undefined ? 'dynamic' : 'type', ['*']);
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...entry }) => entry);
}

/** file → the project files it imports (of the given kinds), restricted to `files`. */
export function importGraph(files: readonly string[], kinds: readonly ImportKind[] = ['static', 'type', 'dynamic']): Map<string, string[]> {
  const inside = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      [...new Set(importsOf(file).flatMap(({ kind, target }) => (kinds.includes(kind) && target !== null && inside.has(target) ? [target] : [])))],
    ]),
  );
}

/** The strongly connected components with more than one file (or a file importing itself), largest first. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(next)!));
      }
    }
    if (lowLink.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return components.sort((a, b) => b.length - a.length);
}

/** One shortest path of imports from `from` back to itself inside a component, to name a cycle. */
export function cyclePath(graph: ReadonlyMap<string, readonly string[]>, from: string): string[] {
  const previous = new Map<string, string>();
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (next === from) {
        const path = [file];
        while (path[0] !== from) path.unshift(previous.get(path[0]!)!);
        return [...path, from];
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [];
}
