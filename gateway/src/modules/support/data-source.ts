/**
 * Support tickets (Create Ticket on error alerts). Opening a ticket is not idempotent, so it is
 * sent exactly once: the upstream client never retries a POST and nothing here retries either.
 */
import { routes } from '@luminate/schema/rest';
import type { SupportTicketInput } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';

export class SupportSource {
  constructor(private readonly ctx: RequestContext) {}

  /** Opens a ticket and answers its id. */
  createTicket(ticket: SupportTicketInput): Promise<number> {
    const query: { subject: string; requestor: string; userNotes: string; erroredTool: string; fileName?: string } = {
      subject: ticket.subject,
      requestor: ticket.requestor,
      userNotes: ticket.userNotes,
      erroredTool: ticket.erroredTool,
    };
    if (ticket.fileName) query.fileName = ticket.fileName;
    return this.ctx.upstream.call(routes.sendTicket, { query, body: ticket.logs });
  }
}
