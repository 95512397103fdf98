/**
 * GraphQL-shaped records for the Campaigns component tests (what the gateway answers, with the
 * __typename Apollo's cache keys on).
 */
import { DIALER_OPTION_ID } from '@luminate/schema/rules';

export const TYPES = [
  {
    __typename: 'CampaignType',
    id: '1',
    type: 'Outreach',
    isDialer: false,
    needsMemberList: false,
    documentationUrl: 'https://docs.example.org/outreach',
  },
  { __typename: 'CampaignType', id: '4', type: 'Outreach-Dialer', isDialer: true, needsMemberList: false, documentationUrl: null },
  { __typename: 'CampaignType', id: '5', type: 'Targeted', isDialer: false, needsMemberList: true, documentationUrl: null },
  { __typename: 'CampaignType', id: '6', type: 'Creatio', isDialer: false, needsMemberList: true, documentationUrl: null },
];

export const MARKETS = [
  { __typename: 'Market', id: '920001625', name: 'Houston', active: true },
  { __typename: 'Market', id: '920001626', name: 'Dallas', active: true },
  { __typename: 'Market', id: '940063', name: 'Hidden Test Market', active: true },
];

export const OPTIONS = [
  { __typename: 'CampaignOption', id: '3', name: 'Unengaged', valueType: 'valuePreset', active: true },
  { __typename: 'CampaignOption', id: '8', name: 'Age Over', valueType: '>', active: true },
  { __typename: 'CampaignOption', id: '9', name: 'Has Phone', valueType: 'boolean', active: true },
  { __typename: 'CampaignOption', id: String(DIALER_OPTION_ID), name: 'Community Adjustment', valueType: 'string', active: true },
];

interface MarketRef {
  __typename: 'Market';
  id: string;
  name: string;
}

export function campaign(
  overrides: Partial<{ id: string; name: string; typeIndex: number; active: boolean; manage: boolean; market: MarketRef }> = {},
) {
  const type = TYPES[overrides.typeIndex ?? 0];
  return {
    __typename: 'Campaign',
    id: overrides.id ?? '123',
    name: overrides.name ?? 'Spring Outreach',
    note: 'Unengaged members first',
    active: overrides.active ?? true,
    createdAt: '2025-03-01T14:00:00.000Z',
    deactivatedAt: null,
    restDays: 7,
    numAgentsAssigned: 45,
    isExclusive: false,
    type,
    market: overrides.market ?? null,
    viewerCan: { __typename: 'CampaignCapabilities', manage: overrides.manage ?? true },
  };
}

export function variable(id: string, optionIndex: number, value: string, points: number) {
  const option = OPTIONS[optionIndex];
  return {
    __typename: 'CampaignVariable',
    id,
    campaignId: '123',
    value,
    valueShown: value,
    points,
    createdAt: '2025-03-02T10:00:00.000Z',
    option,
  };
}
