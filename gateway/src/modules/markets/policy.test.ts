/** The markets policy as pure functions: who may export a market's members workbook. */
import { describe, expect, it } from 'vitest';
import { canExportMarketMembers } from './policy.ts';
import { viewerWith } from '../../../../tests/support/policy.ts';

const viewer = viewerWith;

describe("a market's members workbook", () => {
  it('goes to data managers, whose export rule it follows, and to nobody signed out', () => {
    expect(canExportMarketMembers(viewer('dataMgmt'))).toBe(true);
    expect(canExportMarketMembers(viewer('superAdmin'))).toBe(true);
    expect(canExportMarketMembers(viewer('eus'))).toBe(false);
    expect(canExportMarketMembers(viewer('admin', 'call-list-mgmt'))).toBe(false);
    expect(canExportMarketMembers(null)).toBe(false);
  });
});
