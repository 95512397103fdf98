import { supportTicketRule } from '@luminate/schema/rules';
import { ErrorCode, gatewayError } from '../../errors.ts';
import type { Resolvers } from '../../generated/graphql.ts';

export const resolvers: Resolvers = {
  Mutation: {
    createSupportTicket: async (_, { input }, { dataSources }) => {
      const parsed = supportTicketRule.safeParse({ ...input, logs: input.logs ?? undefined });
      if (!parsed.success) {
        const messages = parsed.error.issues.map((issue) => issue.message);
        throw gatewayError(ErrorCode.BAD_USER_INPUT, messages.join('; '), {
          messages,
          fields: parsed.error.issues.map((issue) => issue.path.join('.')),
        });
      }
      // The answer's id is the ticket's: the mutation's audit event keeps it (never the ticket's text).
      const id = await dataSources.support.createTicket(parsed.data);
      return { id: String(id) };
    },
  },
};
