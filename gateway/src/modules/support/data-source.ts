/**
 * Support tickets (Create Ticket on error alerts). Opening a ticket is not idempotent, so it is
 * sent exactly once: the upstream client never retries a POST and nothing here retries either.
 */
import { routes } from '@luminate/schema/rest';
import { supportTicketRule } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { audited } from '../../audit.ts';

export class SupportSource {
  constructor(private readonly ctx: RequestContext) {}

  /** Opens a ticket (checked by the shared rule first) and answers its id. */
  createTicket(input: unknown): Promise<number> {
    const ticket = parseInput(supportTicketRule, input);
    const query: { subject: string; requestor: string; userNotes: string; erroredTool: string; fileName?: string } = {
      subject: ticket.subject,
      requestor: ticket.requestor,
      userNotes: ticket.userNotes,
      erroredTool: ticket.erroredTool,
    };
    if (ticket.fileName) query.fileName = ticket.fileName;
    return audited(this.ctx, 'supportTicket.create', {}, () => this.ctx.upstream.call(routes.sendTicket, { query, body: ticket.logs }));
  }
}
