import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { HttpError, implement, type Binding } from './http.ts';

export function approvalOdataRoutes(_db: Db): Binding[] {
  const pending = () => Promise.reject(new HttpError(503, 'Not implemented'));
  return [
    implement(routes.eligibilityChangesOdata, pending),
    implement(routes.dncLogsOdata, pending),
    implement(routes.officeAssignmentsOdata, pending),
  ];
}
