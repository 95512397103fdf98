/** The two documents the gateway and the hand-written BFF are compared on. */
export const MARKETS_QUERY = '{ markets { id name offices { id name } } assignmentTypes { id name } }';
export const TYPES_QUERY = '{ assignmentTypes { id name } }';
