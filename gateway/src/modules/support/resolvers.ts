import type { Resolvers } from '../../generated/graphql.ts';

export const resolvers: Resolvers = {
  Mutation: {
    createSupportTicket: async (_, { input }, { dataSources }) => {
      // The answer's id is the ticket's: the mutation's audit event keeps it (never the ticket's text).
      const id = await dataSources.support.createTicket({ ...input, logs: input.logs ?? undefined });
      return { id: String(id) };
    },
  },
};
