import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { HttpError, implement, type Binding } from './http.ts';

export function deattributionRoutes(_db: Db, _callListEvents: CallListEvents): Binding[] {
  const pending = () => Promise.reject(new HttpError(503, 'Not implemented'));
  return [
    implement(routes.eligibilityChangeStatuses, pending),
    implement(routes.memberEligibilityChanges, pending),
    implement(routes.createEligibilityChange, pending),
    implement(routes.updateEligibilityChange, pending),
    implement(routes.bulkApproveOmTerms, pending),
    implement(routes.terminationOverview, pending),
    implement(routes.deattributionMailingList, pending),
  ];
}
