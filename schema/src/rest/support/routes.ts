/** Care API routes of support: opening a ticket with the user's steps and the client's logs. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { freeText, safeText } from '../../rules/text.ts';

export const supportRoutes = {
  sendTicket: route({
    method: 'POST',
    path: '/api/FreshService/SendTicket',
    summary: 'Open a support ticket; answers the ticket id',
    query: z.object({
      subject: safeText().min(1).max(200),
      requestor: safeText().min(1).max(200),
      fileName: safeText().max(255).optional(),
      userNotes: freeText().min(1).max(5000),
      erroredTool: safeText().min(1).max(200),
    }),
    body: z.array(freeText().max(10_000)).max(200),
    bodyName: 'logs',
    answer: { json: z.number().int() },
  }),
} satisfies Record<string, RouteContract>;
