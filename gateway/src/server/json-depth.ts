/**
 * A bound on how deeply a request's JSON may nest. JSON.parse copes with any depth, but much of
 * what reads a request afterwards recurses through the value (JSON.stringify, GraphQL's variable
 * coercion, the cost estimate, the audit trail) and runs out of stack a few thousand levels down.
 * So the body of a POST, the variables and extensions of a GET and the variables and extensions
 * of a WebSocket subscribe are refused as a client error when they nest deeper than
 * MAX_JSON_DEPTH, before anything walks them. No operation of the graph comes near it.
 */

/** The deepest nesting of objects and arrays accepted (the value itself is level 1). */
const MAX_JSON_DEPTH = 100;

/** "The request body is nested deeper than 100 levels", for the part of the request named. */
export const tooDeepMessage = (what: string) => `${what} nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * Whether a parsed JSON value nests objects and arrays more than `max` levels deep. Walks the value
 * with its own stack (never recursion), and stops at the first level past `max`.
 */
export function nestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  if (value === null || typeof value !== 'object') return false;
  const pending: Array<[object, number]> = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [container, depth] = next;
    if (depth > max) return true;
    const children: unknown[] = Array.isArray(container) ? container : Object.values(container);
    for (const child of children) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}
