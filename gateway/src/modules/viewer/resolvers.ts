import { claimToEnum, type ClaimEnum } from '@luminate/schema/claims';
import type { Resolvers } from '../../generated/graphql.ts';

export const resolvers: Resolvers = {
  Query: {
    // @auth guarantees a viewer here.
    viewer: (_root, _args, ctx) => ctx.viewer!,
  },
  Viewer: {
    claims: (viewer) => [...viewer.claims].map(claimToEnum).filter((c): c is ClaimEnum => !!c),
    // The token's employeeId when present; otherwise the Care API knows the user's employee record.
    employee: (viewer, _args, ctx) =>
      viewer.employeeId !== null ? ctx.dataSources.assignments.employee(viewer.employeeId) : ctx.dataSources.assignments.currentEmployee(),
    // Each capability is a field resolved by the module whose policy owns the action, so a page
    // asking for one pays only for that one (some need the viewer's assignments).
    can: (viewer) => viewer,
  },
};
