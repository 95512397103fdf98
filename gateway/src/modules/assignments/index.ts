/**
 * Employees, their market assignments and the assignment types. The viewer module uses
 * `ctx.dataSources.assignments.employee(id)` and `.currentEmployee()`.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';

import { AssignmentsSource } from './data-source.ts';
import { newCoverageCache } from './cache.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Employees and assignment types, with their DataLoaders. */
    assignments: AssignmentsSource;
  }
}

/** One per gateway instance: its requests share the kept coverage answers. */
export function assignmentsModule(): GatewayModule {
  const coverage = newCoverageCache();
  return {
    name: 'assignments',
    resolvers,
    dataSources: { assignments: (ctx) => new AssignmentsSource(ctx, coverage) },
  };
}
