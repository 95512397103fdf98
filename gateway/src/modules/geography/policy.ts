/**
 * Who may look addresses up: every signed-in user (the fields' bare `@auth`). Addresses carry no
 * patient identity, so there is no record-level rule.
 */
export const FIELD_ACCESS = {};
