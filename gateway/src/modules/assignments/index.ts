/**
 * Employees, their market assignments and the assignment types. The viewer module uses
 * `ctx.dataSources.assignments.employee(id)` and `.currentEmployee()`.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';

import { AssignmentsSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Employees and assignment types, with their DataLoaders. */
    assignments: AssignmentsSource;
  }
}

export const assignmentsModule: GatewayModule = {
  name: 'assignments',
  resolvers,
  dataSources: { assignments: (ctx) => new AssignmentsSource(ctx) },
};
