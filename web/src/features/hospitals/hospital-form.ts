import type { Resolver } from 'react-hook-form';
import {
  hospitalFacilityCreateRule,
  hospitalFacilityUpdateRule,
  type HospitalFacilityCreate,
  type HospitalFacilityUpdate,
} from '@luminate/schema/rules';
import { ruleResolver } from '../../shared/lib/form-errors.ts';
import type { CreateHospitalFacilityInput, UpdateHospitalFacilityInput } from '../../generated/graphql.ts';
import type { HospitalFacilityRow } from './hospital-columns.tsx';

/** What the facility form holds: every field as the text the user sees. */
export interface HospitalFormValues {
  marketId: string;
  facilityId: string;
  facilityName: string;
  npi: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  communityEngagementSpecialistIds: string[];
  note: string;
}

export const HOSPITAL_FORM_FIELDS = [
  'marketId',
  'facilityId',
  'facilityName',
  'npi',
  'street',
  'city',
  'state',
  'zip',
  'communityEngagementSpecialistIds',
  'note',
] as const satisfies readonly (keyof HospitalFormValues)[];

export const HOSPITAL_FORM_PLACEMENT = { fields: HOSPITAL_FORM_FIELDS };

export function emptyHospitalForm(marketId: string): HospitalFormValues {
  return {
    marketId,
    facilityId: '',
    facilityName: '',
    npi: '',
    street: '',
    city: '',
    state: '',
    zip: '',
    communityEngagementSpecialistIds: [],
    note: '',
  };
}

export function hospitalToFormValues(f: HospitalFacilityRow): HospitalFormValues {
  return {
    marketId: f.marketId,
    facilityId: String(f.facilityId),
    facilityName: f.facilityName,
    npi: f.npi ?? '',
    street: f.street ?? '',
    city: f.city ?? '',
    state: f.state ?? '',
    zip: f.zip ?? '',
    communityEngagementSpecialistIds: f.communityEngagementSpecialists.map((e) => e.id),
    note: '',
  };
}

/** What the rule receives: the facility id as a number (text that is not a whole number stays not a number), a blank note as none. */
function toRuleInput(values: HospitalFormValues) {
  const id = values.facilityId.trim();
  return { ...values, facilityId: id === '' ? undefined : /^\d+$/.test(id) ? Number(id) : Number.NaN, note: values.note.trim() || null };
}

/** Adding: the shared create rule on what the mutation will receive. */
export const createHospitalResolver: Resolver<HospitalFormValues, unknown, HospitalFacilityCreate> = ruleResolver(
  hospitalFacilityCreateRule,
  HOSPITAL_FORM_PLACEMENT,
  toRuleInput,
);

/** Editing: the shared update rule (the facility id is shown, never sent). */
export const updateHospitalResolver: Resolver<HospitalFormValues, unknown, HospitalFacilityUpdate> = ruleResolver(
  hospitalFacilityUpdateRule,
  HOSPITAL_FORM_PLACEMENT,
  toRuleInput,
);

const editFields = (v: HospitalFacilityUpdate): UpdateHospitalFacilityInput => ({
  marketId: String(v.marketId),
  facilityName: v.facilityName,
  npi: v.npi,
  street: v.street,
  city: v.city,
  state: v.state,
  zip: v.zip,
  communityEngagementSpecialistIds: v.communityEngagementSpecialistIds.map(String),
  note: v.note ?? null,
});

export const toCreateInput = (v: HospitalFacilityCreate): CreateHospitalFacilityInput => ({
  ...editFields(v),
  facilityId: v.facilityId,
});

export const toUpdateInput = editFields;
