/**
 * The two documents the gateway and the hand-written BFF are compared on, as the web client sends
 * them: Apollo Client's cache adds `__typename` to every selection set but the operation's own, and
 * a trusted document runs with those fields added, so every side answers them.
 */
export const MARKETS_QUERY = '{ markets { id name offices { id name __typename } __typename } assignmentTypes { id name __typename } }';
export const TYPES_QUERY = '{ assignmentTypes { id name __typename } }';
