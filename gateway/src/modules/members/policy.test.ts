/**
 * Who may take member rows out of the tool as a file, both sides of each clause: full member
 * records for data managers, call lists for call-list managers, and what the members table tells
 * the web.
 */
import { describe, expect, it } from 'vitest';
import type { Claim } from '@luminate/schema/claims';
import { memberExportDecision, memberListCapabilities } from './policy.ts';
import { viewerWith } from '../../../../tests/support/policy.ts';

const viewer = viewerWith;
const ALLOWED = { allowed: true, reason: null };

describe('member exports', () => {
  it('gives full member records to data managers and superAdmins only', () => {
    for (const what of ['membersTable', 'marketMembers'] as const) {
      expect(memberExportDecision(viewer('dataMgmt'), what)).toEqual(ALLOWED);
      expect(memberExportDecision(viewer('superAdmin'), what)).toEqual(ALLOWED);
      for (const claims of [[], ['eus'], ['admin'], ['call-list-mgmt'], ['deattribution-mgmt']] as Claim[][]) {
        expect(memberExportDecision(viewer(...claims), what)).toEqual({ allowed: false, reason: 'Only data managers may export members' });
      }
      expect(memberExportDecision(null, what).allowed).toBe(false);
    }
  });

  it('gives call lists to call-list managers only', () => {
    expect(memberExportDecision(viewer('call-list-mgmt'), 'callList')).toEqual(ALLOWED);
    expect(memberExportDecision(viewer('superAdmin'), 'callList')).toEqual(ALLOWED);
    expect(memberExportDecision(viewer('dataMgmt'), 'callList')).toEqual({
      allowed: false,
      reason: 'Only call-list managers may export a call list',
    });
    expect(memberExportDecision(viewer(), 'callList').allowed).toBe(false);
  });

  it('is what the members table tells the web', () => {
    expect(memberListCapabilities(viewer('dataMgmt'))).toEqual({ export: true });
    expect(memberListCapabilities(viewer('call-list-mgmt'))).toEqual({ export: false });
  });
});
