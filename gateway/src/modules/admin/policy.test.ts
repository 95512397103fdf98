/** The admin policy as pure functions: which of a user's claims a viewer is shown. */
import { describe, expect, it } from 'vitest';
import type { Claim } from '@luminate/schema/claims';
import { visibleClaims } from './policy.ts';
import { viewerWith } from '../../../../tests/support/policy.ts';

const viewer = viewerWith;

describe("a user's claims as a viewer sees them", () => {
  const all: Claim[] = ['admin', 'superAdmin', 'dataMgmt', 'eus'];

  it('leaves out admin and superAdmin for everyone but a superAdmin', () => {
    expect(visibleClaims(viewer('dataMgmt', 'eus'), all)).toEqual(['dataMgmt', 'eus']);
    expect(visibleClaims(viewer('admin'), all)).toEqual(['dataMgmt', 'eus']);
    expect(visibleClaims(viewer('superAdmin'), all)).toEqual(all);
  });
});
