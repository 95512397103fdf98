import type { Resolver } from 'react-hook-form';
import {
  ADDRESS_SEARCH_MIN_CHARS_ASSIGNMENT_PAGES,
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

/** The hospital form is on an assignment page, where address suggestions start one character later. */
export const HOSPITAL_ADDRESS_MIN_CHARS = ADDRESS_SEARCH_MIN_CHARS_ASSIGNMENT_PAGES;

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

/** An address chosen from the address service: its parts as filled in, and where it lies. */
export interface LocatedAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

/** The coordinates sent with a save; left out, an edit keeps the stored ones. */
export type FacilityCoordinates = { lat: number | null; lng: number | null } | undefined;

type AddressParts = Pick<HospitalFormValues, 'street' | 'city' | 'state' | 'zip'>;

const sameAddress = (a: AddressParts, b: AddressParts) =>
  (['street', 'city', 'state', 'zip'] as const).every((k) => a[k].trim().toUpperCase() === b[k].trim().toUpperCase());

/**
 * The coordinates to save with the facility: those of the chosen address while the fields still
 * hold it; on an edit that leaves the saved address as it was, none sent (the stored ones stay);
 * otherwise cleared, as an address typed or changed by hand has no coordinates.
 */
export function coordinatesToSave(values: AddressParts, located: LocatedAddress | null, saved: AddressParts | null): FacilityCoordinates {
  if (located && sameAddress(values, located)) return { lat: located.lat, lng: located.lng };
  if (saved && sameAddress(values, saved)) return undefined;
  return { lat: null, lng: null };
}

const editFields = (v: HospitalFacilityUpdate, coordinates?: FacilityCoordinates): UpdateHospitalFacilityInput => ({
  marketId: String(v.marketId),
  facilityName: v.facilityName,
  npi: v.npi,
  street: v.street,
  city: v.city,
  state: v.state,
  zip: v.zip,
  communityEngagementSpecialistIds: v.communityEngagementSpecialistIds.map(String),
  note: v.note ?? null,
  ...coordinates,
});

export const toCreateInput = (v: HospitalFacilityCreate, coordinates?: FacilityCoordinates): CreateHospitalFacilityInput => ({
  ...editFields(v, coordinates),
  facilityId: String(v.facilityId),
});

export const toUpdateInput = editFields;
