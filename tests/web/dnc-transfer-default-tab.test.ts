/**
 * The default tab of the DNC and Patient Transfer dashboards when the user has none remembered
 * (the rule beside the Deattribution Dashboard's), the per-user key the chosen tab is remembered
 * under, and the member's short name the dashboards' toasts use.
 */
import { describe, expect, it } from 'vitest';
import { defaultDncTab, defaultTransferTab, STORAGE_KEYS } from '@luminate/schema/approvals';
import { AssignmentType } from '@luminate/schema/constants';
import { userChoiceKey } from '../../web/src/shared/lib/stored-choice.ts';
import { dncToast, eligibilityToast, memberIdentity, shortName, transferToast } from '../../web/src/shared/approvals/toast-texts.ts';

const { APP, CMD, RVP, CD, OM } = AssignmentType;

describe('defaultDncTab', () => {
  it.each([
    [[OM], [], 'OM'],
    [[CD], [], 'CD'],
    [[CD, OM], [], 'CD'],
    [[], ['dnc-mgmt'], 'CD'],
    [[OM], ['dnc-mgmt'], 'CD'],
    [[APP], [], 'CD'],
    [[], [], 'CD'],
  ] as const)('types %j with claims %j open %s', (types, claims, tab) => {
    expect(defaultDncTab({ assignmentTypeIds: types, claims })).toBe(tab);
  });
});

describe('defaultTransferTab', () => {
  it.each([
    [[APP], [], 'APP'],
    [[CD], [], 'CD_RVP'],
    [[RVP], [], 'CD_RVP'],
    [[], ['transfer-mgmt'], 'CD_RVP'],
    [[CMD], [], 'APP'],
    [[], [], 'APP'],
  ] as const)('types %j with claims %j open %s', (types, claims, tab) => {
    expect(defaultTransferTab({ assignmentTypeIds: types, claims })).toBe(tab);
  });
});

describe('remembered per user', () => {
  it('keys each user apart, and remembers nothing before the user is known', () => {
    expect(userChoiceKey(STORAGE_KEYS.dncTab, 'cd')).not.toBe(userChoiceKey(STORAGE_KEYS.dncTab, 'opsmanager'));
    expect(userChoiceKey(STORAGE_KEYS.dncTab, 'cd')).not.toBe(userChoiceKey(STORAGE_KEYS.transferTab, 'cd'));
    expect(userChoiceKey(STORAGE_KEYS.dncTab, null)).toBeNull();
  });
});

describe('toast texts', () => {
  const jane = { fullName: 'Jane Walsh', aaneelId: 'A100042517' };

  it('name the member by first initial, last name and AaneelId, and say what happened', () => {
    expect(shortName('Jane Walsh')).toBe('J. Walsh');
    expect(shortName('  Mary Ann   Walsh ')).toBe('M. Walsh');
    expect(shortName('Cher')).toBe('Cher');
    expect(dncToast(jane, 'approved', false)).toBe('DNC request for J. Walsh (A100042517) approved');
    expect(dncToast(jane, 'rejected', true)).toBe('Return from DNC for J. Walsh (A100042517) rejected');
    expect(eligibilityToast(jane, 'rejected')).toBe('Eligibility change for J. Walsh (A100042517) rejected');
    expect(transferToast(jane, 'approved')).toBe('Transfer of J. Walsh (A100042517) approved');
  });

  it('name the member in dialogs by full name and AaneelId', () => {
    expect(memberIdentity(jane)).toBe('Jane Walsh (A100042517)');
  });
});
