/**
 * Employees, their market assignments and the assignment types. The viewer module uses
 * `ctx.dataSources.assignments.employee(id)` and `.currentEmployee()`.
 */
import type { GatewayModule } from '../module.ts';
import { resolvers } from './resolvers.ts';

export { AssignmentsSource, type EmployeeFilter } from './data-source.ts';

export const assignmentsModule: GatewayModule = {
  name: 'employees',
  resolvers,
};
