/**
 * Reading what a bench counts in a GraphQL answer. The answer's data is unknown until read: a
 * field is looked up only on an object (absent otherwise, as optional chaining reads it), and the
 * parts a bench counts are parsed with zod by the shape it expects, so a changed shape fails loudly.
 */
import { z } from 'zod';

/** The `name` field of an object; undefined when the value is not an object or lacks it. */
export function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The field at `path` under `value` (each step read as fieldOf does). */
export const pathOf = (value: unknown, ...path: string[]): unknown => path.reduce(fieldOf, value);

/** The list at `path` (an absent one reads as empty); its items parsed by `item`. */
export function listAt<T extends z.ZodType>(item: T, value: unknown, ...path: string[]): Array<z.output<T>> {
  return z.array(item).parse(pathOf(value, ...path) ?? []);
}

/** The number at `path`, or `fallback` when it is absent. */
export const numberAt = (fallback: number, value: unknown, ...path: string[]): number =>
  z.number().parse(pathOf(value, ...path) ?? fallback);
