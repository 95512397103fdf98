/**
 * The members module's rules: who may take member rows out of the tool is a rule several
 * modules enforce (members table, a market's members, a campaign's call list), so it is written
 * once in the shared folder and used here for the members table.
 */
export { canExportMembers, memberExportDecision, memberListCapabilities } from '../shared/member-export-policy.ts';
