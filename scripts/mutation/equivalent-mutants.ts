/**
 * Surviving mutants judged equivalent: no test can tell them from the machine, because the change
 * has no effect at run time. Matched by file, line, mutator and replacement; the report lists an
 * entry that matches no survivor any more, so a judgement does not outlive the code it was about.
 */
export type EquivalentMutant = {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  reason: string;
};

export const equivalentMutants: readonly EquivalentMutant[] = [];
