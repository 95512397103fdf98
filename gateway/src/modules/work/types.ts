/**
 * What the work module's resolvers receive for its graph types. It imports nothing: the generated
 * resolver types import this file (mappers.json).
 */

/** The parent of MyWork's fields: each list is read only when asked for. */
export type MyWorkParent = Record<string, never>;
