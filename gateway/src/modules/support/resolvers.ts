import { supportTicketRule } from '@luminate/schema/rules';
import { ErrorCode, gatewayError } from '../../errors.ts';
import type { Resolvers } from '../../generated/graphql.ts';

export const resolvers: Resolvers = {
  Mutation: {
    createSupportTicket: async (_, { input }, { dataSources, viewer, log }) => {
      const parsed = supportTicketRule.safeParse({ ...input, logs: input.logs ?? undefined });
      if (!parsed.success) {
        const messages = parsed.error.issues.map((issue) => issue.message);
        throw gatewayError(ErrorCode.BAD_USER_INPUT, messages.join('; '), {
          messages,
          fields: parsed.error.issues.map((issue) => issue.path.join('.')),
        });
      }
      const id = await dataSources.support.createTicket(parsed.data);
      // The ticket's text may describe patients: only ids are logged.
      log.info({ audit: 'support.ticket', uid: viewer?.uid, ticketId: id, outcome: 'ok' }, 'support ticket opened');
      return { id: String(id) };
    },
  },
};
