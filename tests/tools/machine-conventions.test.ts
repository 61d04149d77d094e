import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { machineCatalog } from '../../machines/catalog';

/*
 * The conventions every machine keeps (README "Conventions", docs/architecture.md "Machines"), checked so the next screens' machines
 * keep them too: a failure of any invoked actor is handled, and a machine depends only on xstate,
 * the contract and its own folder.
 */

const machinesDir = join(import.meta.dirname, '..', '..', 'machines');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Where an import of a file in machines/ may point. */
function isAllowedImport(file: string, specifier: string): boolean {
  if (specifier === 'xstate') return true;
  if (specifier.startsWith('.')) {
    const target = join(file, '..', specifier);
    return target.startsWith(machinesDir) || target.startsWith(join(machinesDir, '..', 'contract'));
  }
  return false;
}

describe('machine conventions', () => {
  it('every invoke has an onError (on its state or an ancestor)', () => {
    const unhandled: string[] = [];
    for (const { name, machine } of machineCatalog) {
      const walk = (node: AnyStateNode, ancestors: readonly AnyStateNode[]) => {
        for (const invoke of node.invoke) {
          const errorEvent = `xstate.error.actor.${invoke.id}`;
          if (![node, ...ancestors].some((state) => state.transitions.has(errorEvent))) {
            unhandled.push(`${name}: ${node.id} invokes ${invoke.id}`);
          }
        }
        for (const child of Object.values(node.states)) walk(child, [node, ...ancestors]);
      };
      walk(machine.root, []);
    }
    expect(unhandled).toEqual([]);
  });

  it('machines import only xstate, contract/ and machines/', () => {
    const strays: string[] = [];
    for (const file of sourceFiles(machinesDir)) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/from '([^']+)'/g)) {
        if (specifier !== undefined && !isAllowedImport(file, specifier)) strays.push(`${file}: ${specifier}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('no machine sends a user.* event to another actor: events are named for their source', () => {
    const strays: string[] = [];
    for (const file of sourceFiles(machinesDir)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(sendTo|sendParent|raise)\([^;]*?type: '(user\.[^']+)'/gs)) {
        strays.push(`${file}: ${match[2]}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
