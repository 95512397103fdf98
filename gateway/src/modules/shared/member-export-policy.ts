/**
 * Who may take member (patient) rows out of the tool as a file. Every export route and the
 * `MemberPage.viewerCan` field decide with these pure functions of the viewer, so the web's
 * Export button and the server's check cannot disagree. Nothing here reaches the network.
 *
 * - Full member records (the members table's CSV, with or without filters, and a market's
 *   members workbook) carry names, birth dates, MBIs, phones and addresses: data management and
 *   superAdmin only.
 * - A campaign's call list (member id, name, points, driver, last attempt) is exported from the
 *   Campaigns screen, which belongs to call-list managers; agents work their list on screen.
 */
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from './capability.ts';

/** The files that hold member rows. */
export type MemberExport = 'membersTable' | 'marketMembers' | 'callList';

/** Claims that may export full member records. */
export const MEMBER_RECORD_EXPORTERS: readonly Claim[] = CLAIM_GROUPS.memberExporters;

const EXPORTERS: Record<MemberExport, readonly Claim[]> = {
  membersTable: MEMBER_RECORD_EXPORTERS,
  marketMembers: MEMBER_RECORD_EXPORTERS,
  callList: CLAIM_GROUPS.callListManagers,
};

const REASONS: Record<MemberExport, string> = {
  membersTable: 'Only data managers may export members',
  marketMembers: 'Only data managers may export members',
  callList: 'Only call-list managers may export a call list',
};

export function memberExportDecision(viewer: Viewer | null, what: MemberExport): Capability {
  return viewerHasAny(viewer, EXPORTERS[what]) ? ALLOWED : refusal(REASONS[what]);
}

export const canExportMembers = (viewer: Viewer | null, what: MemberExport = 'membersTable'): boolean =>
  memberExportDecision(viewer, what).allowed;

/** What the signed-in user may do with the members table (`MemberPage.viewerCan`). */
export function memberListCapabilities(viewer: Viewer | null): { export: boolean } {
  return { export: canExportMembers(viewer, 'membersTable') };
}
