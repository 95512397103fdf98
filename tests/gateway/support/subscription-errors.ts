/**
 * What a live subscriber records when graphql-ws ends its subscription with an error: the gateway's
 * GraphQL errors when it answered with a list of them (each with its message and, when it has one,
 * its code), otherwise one error saying why (the closed socket's code, a thrown error's message).
 */
import { z } from 'zod';

/** One error a subscriber received. */
export interface SubscriptionError {
  message: string;
  extensions?: { code?: string };
}

const graphqlErrors = z.array(
  z.looseObject({
    message: z.string(),
    extensions: z.looseObject({ code: z.string().optional() }).optional(),
  }),
);

/** The GraphQL errors `error` is a list of, or `undefined` when it is something else. */
export function graphqlErrorsIn(error: unknown): SubscriptionError[] | undefined {
  const listed = graphqlErrors.safeParse(error);
  return listed.success ? listed.data : undefined;
}
