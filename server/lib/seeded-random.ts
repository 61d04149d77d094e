/*
 * Repeatable choices for what the reference platform makes up (the game catalogue, the generated
 * images): the same seed gives the same draws on every machine and every run; Math.random never
 * plays a part.
 */

/** FNV-1a (32-bit): the same number for a text on every machine and every run. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface SeededRandom {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
  /** One of the choices, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  chance(share: number): boolean;
}

/** mulberry32 seeded with the hash of `seed`, drawn in a fixed order. */
export function seededRandom(seed: string): SeededRandom {
  let state = hashOf(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
    weighted(choices) {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [choice, weight] of choices) {
        left -= weight;
        if (left < 0) return choice;
      }
      const last = choices[choices.length - 1];
      if (!last) throw new Error('weighted: no choices');
      return last[0];
    },
    chance: (share) => next() < share,
  };
}
