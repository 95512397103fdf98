import type { Prng } from './prng.ts';

/**
 * Per-row random choices inside set-based seed SQL: each choice has a name, whose salt is drawn
 * once from the seed's own generator, and a row key; hashint4 of the two gives a number in [0, 1)
 * that is the same on every seed of the same data, on both database engines.
 */
export function sqlRandom(rnd: Prng) {
  const salts = new Map<string, number>();
  /** A uniform number in [0, 1) for the row key `key`. */
  const u = (name: string, key = 'm.id') => {
    if (!salts.has(name)) salts.set(name, rnd.int(1, 2047) << 20);
    return `(((hashint4((${key}) # ${salts.get(name)}) & 2147483647) % 1000000) / 1000000.0)`;
  };
  /** A whole number from min to max, both included. */
  const int = (name: string, min: number, max: number, key?: string) => `(${min} + floor(${u(name, key)} * ${max - min + 1}))::int`;
  /** One element of the SQL array parameter `param`. */
  const pick = (name: string, param: string, key?: string) => `(${param})[1 + floor(${u(name, key)} * array_length(${param}, 1))::int]`;
  return { u, int, pick };
}
