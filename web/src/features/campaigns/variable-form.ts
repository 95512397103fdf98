import type { Resolver, ResolverResult } from 'react-hook-form';
import { campaignVariableRule, DIALER_OPTION_ID, fieldErrorsOf } from '@luminate/schema/rules';
import { placeFieldErrors, toFormErrors } from '../../shared/lib/form-errors.ts';
import type { CampaignVariableInput, CampaignVariableRowFragment, CampaignVariablesQuery } from '../../generated/graphql.ts';

export type VariableOption = CampaignVariablesQuery['campaignOptions'][number];

/** The inline row editor's fields; points come from a number input (NaN when blank). */
export interface VariableFormValues {
  optionId: string;
  value: string;
  points: number;
}

/** The editor's fields, named as the rule and the gateway name them. */
export const VARIABLE_FORM_FIELDS = ['optionId', 'value', 'points'] as const;

export function newVariableValues(isDialer: boolean): VariableFormValues {
  // A dialer campaign has exactly one option to choose, so it starts chosen.
  return { optionId: isDialer ? String(DIALER_OPTION_ID) : '', value: '', points: Number.NaN };
}

export function variableToFormValues(variable: CampaignVariableRowFragment): VariableFormValues {
  return {
    optionId: variable.option.id,
    value: variable.option.valueType === 'valuePreset' ? '' : variable.value,
    points: variable.points,
  };
}

/**
 * The options the editor offers: only option 27 for Outreach-Dialer campaigns, else
 * every active option; an edited variable keeps its own option even when it was retired since.
 */
export function offeredOptions(options: readonly VariableOption[], isDialer: boolean, current?: VariableOption): VariableOption[] {
  const offered = options.filter((o) => (isDialer ? o.id === String(DIALER_OPTION_ID) : o.active));
  if (current && !offered.some((o) => o.id === current.id) && (!isDialer || current.id === String(DIALER_OPTION_ID))) offered.push(current);
  return offered.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * react-hook-form resolver over the shared campaignVariableRule, built for the chosen option's
 * value type and the campaign's dialer flag. A valuePreset option sends no value: the gateway
 * uses the option itself.
 */
export function variableResolver(
  options: readonly VariableOption[],
  isDialer: boolean,
): Resolver<VariableFormValues, unknown, CampaignVariableInput> {
  return (values): ResolverResult<VariableFormValues, CampaignVariableInput> => {
    const option = options.find((o) => o.id === values.optionId) ?? null;
    const preset = option?.valueType === 'valuePreset';
    const rule = campaignVariableRule({ valueType: option?.valueType ?? null, isDialer });
    const candidate = { optionId: values.optionId, value: preset ? '' : values.value, points: values.points };
    const parsed = rule.safeParse(candidate);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      // zod skips the rule's value checks while points is not a number; check them with a
      // stand-in so the value's message shows without waiting for the points.
      const standIn = Number.isFinite(values.points) ? null : rule.safeParse({ ...candidate, points: 0 }).error;
      if (standIn) errors.push(...fieldErrorsOf(standIn));
      return { values: {}, errors: toFormErrors<VariableFormValues>(placeFieldErrors(errors, { fields: VARIABLE_FORM_FIELDS })) };
    }
    return { values: { optionId: String(parsed.data.optionId), value: parsed.data.value, points: parsed.data.points }, errors: {} };
  };
}
