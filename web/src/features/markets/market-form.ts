import { marketEditRule, type MarketEdit } from '@luminate/schema/rules';
import type { Resolver } from 'react-hook-form';
import { ruleResolver } from '../../shared/lib/form-errors.ts';
import type { MarketRowFragment, UpdateMarketInput } from '../../generated/graphql.ts';

/** What the edit form holds: every field as the text the user sees (blank, never null). */
export interface MarketFormValues {
  phone: string;
  address: string;
  city: string;
  stateAbbrev: string;
  zipCode: string;
  faxDriveEmail: string;
  faxDriveId: string;
  quantaFloDriveId: string;
}

export const MARKET_FORM_FIELDS: readonly { name: keyof MarketFormValues; label: string; required?: boolean; hint?: string }[] = [
  { name: 'phone', label: 'Phone', required: true, hint: '10 digits' },
  { name: 'address', label: 'Address', required: true },
  { name: 'city', label: 'City', required: true },
  { name: 'stateAbbrev', label: 'State' },
  { name: 'zipCode', label: 'Zip', required: true, hint: 'At least 5 digits' },
  { name: 'faxDriveEmail', label: 'Fax Drive Email' },
  { name: 'faxDriveId', label: 'Fax Drive Id' },
  { name: 'quantaFloDriveId', label: 'QuantaFlo Drive Id' },
];

/** Optional fields the API stores as null when left blank. */
const OPTIONAL_FIELDS = ['stateAbbrev', 'faxDriveEmail', 'faxDriveId', 'quantaFloDriveId'] as const;

export function marketToFormValues(market: MarketRowFragment): MarketFormValues {
  return {
    phone: market.phone ?? '',
    address: market.address ?? '',
    city: market.city ?? '',
    stateAbbrev: market.stateAbbrev ?? '',
    zipCode: market.zipCode ?? '',
    faxDriveEmail: market.faxDriveEmail ?? '',
    faxDriveId: market.faxDriveId ?? '',
    quantaFloDriveId: market.quantaFloDriveId ?? '',
  };
}

/** The shared rule checks what the mutation will receive, so blank optional fields become null first. */
function blanksToNull(values: MarketFormValues): UpdateMarketInput {
  const input: UpdateMarketInput = { ...values };
  for (const field of OPTIONAL_FIELDS) if (values[field].trim() === '') input[field] = null;
  return input;
}

/** The form's fields, named as the rule and the gateway name them. */
export const MARKET_FORM_PLACEMENT = { fields: MARKET_FORM_FIELDS.map((f) => f.name) };

/** react-hook-form resolver: the shared marketEditRule applied to what the mutation will receive. */
export const marketFormResolver: Resolver<MarketFormValues, unknown, MarketEdit> = ruleResolver(
  marketEditRule,
  MARKET_FORM_PLACEMENT,
  blanksToNull,
);
