import { z } from 'zod';
import {
  latitudeRule,
  LOOKUP_MESSAGES,
  longitudeRule,
  memberProximityRule,
  PROXIMITY_COUNT_DEFAULT,
  PROVIDER_ASSIGNMENT_TYPES,
  PROXIMITY_PRESETS,
  RECENT_DROP_IN_DAYS_DEFAULT,
  type MemberProximityQuery,
  type ProximityFilters,
  type ProximityPreset,
} from '@luminate/schema/rules';
import type { MemberProximityInput } from '../../generated/graphql.ts';
import { ruleResolver, type FieldPlacement } from '../../shared/lib/form-errors.ts';

/**
 * The clinicians to choose from: every employee holding an active APP, backup APP or iAPP
 * assignment (the Care API's own test of a provider for the lookup), whether or not an NPI is on file.
 */
export const PROVIDER_QUERY_VARIABLES = { assignmentTypeIds: PROVIDER_ASSIGNMENT_TYPES.map(String) };

/** The chosen address: where the distances are measured from. */
export interface ProximityAddress {
  formattedAddress: string;
  lat: number;
  lng: number;
}

export interface ProximityFormValues {
  providerId: string;
  address: ProximityAddress | null;
  count: number;
  excludeDnc: boolean;
  excludeRecentDropIn: boolean;
  recentDropInDays: number;
  preset: ProximityPreset;
  filters: ProximityFilters;
}

/** The preset the page opens with. */
export const DEFAULT_PRESET: ProximityPreset = 'PRIORITIZED_DROP_INS';

export const PRESET_KEYS = Object.keys(PROXIMITY_PRESETS) as ProximityPreset[];

export function emptyProximityForm(): ProximityFormValues {
  return {
    providerId: '',
    address: null,
    count: PROXIMITY_COUNT_DEFAULT,
    excludeDnc: false,
    excludeRecentDropIn: false,
    recentDropInDays: RECENT_DROP_IN_DAYS_DEFAULT,
    preset: DEFAULT_PRESET,
    filters: { ...PROXIMITY_PRESETS[DEFAULT_PRESET].filters },
  };
}

/** The shared rule, with a missing address reported as "choose an address" on the address field. */
const proximityFormRule = memberProximityRule.extend({
  lat: z.number({ message: LOOKUP_MESSAGES.address }).pipe(latitudeRule),
  lng: z.number({ message: LOOKUP_MESSAGES.address }).pipe(longitudeRule),
});

export const PROXIMITY_PLACEMENT: FieldPlacement<'providerId' | 'address' | 'count' | 'recentDropInDays'> = {
  fields: ['providerId', 'address', 'count', 'recentDropInDays'],
  rename: { lat: 'address', lng: 'address' },
};

/** What the form hands the rule: the address's coordinates, and the filters the preset set (or Custom's own). */
export function toRuleInput(values: ProximityFormValues): unknown {
  return {
    providerId: values.providerId,
    lat: values.address?.lat,
    lng: values.address?.lng,
    count: values.count,
    excludeDnc: values.excludeDnc,
    excludeRecentDropIn: values.excludeRecentDropIn,
    recentDropInDays: values.recentDropInDays,
    ...(values.preset === 'CUSTOM' ? values.filters : PROXIMITY_PRESETS[values.preset].filters),
  };
}

export const proximityResolver = ruleResolver<ProximityFormValues, MemberProximityQuery>(
  proximityFormRule,
  PROXIMITY_PLACEMENT,
  toRuleInput,
);

/** The checked lookup as the gateway's input. */
export function toGraphInput(query: MemberProximityQuery): MemberProximityInput {
  return { ...query, providerId: String(query.providerId) };
}

/** The export route's query string: the same input, field by field. */
export function exportQueryString(input: MemberProximityInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null) params.set(key, String(value));
  return params.toString();
}
