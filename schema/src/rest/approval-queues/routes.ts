/** Care API routes of the approval queues: the change feed the gateway follows to keep its live queues current. */
import { route, type RouteContract } from '../contract.ts';
import { ApprovalChangesDto, ApprovalChangesQuery } from './dtos.ts';

export const approvalQueuesRoutes = {
  // The approval queues' change feed (a service token with the approvals.changes scope)
  approvalChanges: route({
    method: 'GET',
    path: '/api/Changes',
    summary:
      "Rows of the approval queues changed after a position, oldest first, at most 500: answered at once when there are any, else when one happens or waitMs has passed (long poll). For the gateway's service token (scope approvals.changes); user tokens are refused",
    query: ApprovalChangesQuery,
    answer: { json: ApprovalChangesDto },
  }),
} satisfies Record<string, RouteContract>;
