import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { HttpError, implement, type Binding } from './http.ts';

export function dncRoutes(_db: Db, _callListEvents: CallListEvents): Binding[] {
  const pending = () => Promise.reject(new HttpError(503, 'Not implemented'));
  return [
    implement(routes.createDncLog, pending),
    implement(routes.decideDncLog, pending),
    implement(routes.approveAllPendingDnc, pending),
    implement(routes.dncReport, pending),
  ];
}
