import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../machines/catalog';

describe('machine catalog', () => {
  // The id is what the inspector, the devtools and `#id` targets name a machine by; the diagrams,
  // the coverage rows and the reports use the catalog name: they are the same word.
  it.each(machineCatalog.map(({ name, machine }) => [name, machine] as const))('%s is the id of its machine', (name, machine) => {
    expect(machine.id).toBe(name);
  });
});
