/**
 * The list-aware query cost: what the cost directives declare (directives.ts), the estimate of an
 * operation (estimate.ts), the limit over HTTP and WebSocket (limit.ts), the rule on slicing
 * arguments (slicing-arguments.ts), and the graph's list sizes, checked at start-up and listed in
 * docs/query-cost.md (list-sizes.ts).
 */
export { estimateCost } from './estimate.ts';
export { costLimitPlugin, costLimitRule } from './limit.ts';
export { assertEveryListFieldSized, renderListSizeTable } from './list-sizes.ts';
export { SlicingArgumentsRule } from './slicing-arguments.ts';
