/** The approval workflows' OData entity sets: same generic handler as MembersOdata. */
import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { implement, type Binding } from './http.ts';
import { DNC_LOGS_ENTITY } from './odata/dnc-logs-entity.ts';
import { ELIGIBILITY_CHANGES_ENTITY } from './odata/eligibility-changes-entity.ts';
import { queryEntitySet } from './odata/handler.ts';
import { OFFICE_ASSIGNMENTS_ENTITY } from './odata/office-assignments-entity.ts';

export { DNC_LOGS_ENTITY, ELIGIBILITY_CHANGES_ENTITY, OFFICE_ASSIGNMENTS_ENTITY };

export function approvalOdataRoutes(db: Db): Binding[] {
  return [
    implement(routes.eligibilityChangesOdata, ({ query }) => queryEntitySet(db, ELIGIBILITY_CHANGES_ENTITY, query)),
    implement(routes.dncLogsOdata, ({ query }) => queryEntitySet(db, DNC_LOGS_ENTITY, query)),
    implement(routes.officeAssignmentsOdata, ({ query }) => queryEntitySet(db, OFFICE_ASSIGNMENTS_ENTITY, query)),
  ];
}
