import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { HttpError, implement, type Binding } from './http.ts';

export function transferRoutes(_db: Db, _callListEvents: CallListEvents): Binding[] {
  const pending = () => Promise.reject(new HttpError(503, 'Not implemented'));
  return [
    implement(routes.memberOfficeAssignments, pending),
    implement(routes.createOfficeAssignment, pending),
    implement(routes.updateOfficeAssignment, pending),
    implement(routes.validateOfficeAssignmentUpload, pending),
    implement(routes.uploadOfficeAssignments, pending),
    implement(routes.processedTransfersReport, pending),
    implement(routes.submittedTransfersReport, pending),
  ];
}
