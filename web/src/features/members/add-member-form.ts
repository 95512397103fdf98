import type { Resolver } from 'react-hook-form';
import {
  ADD_MEMBER_PROGRESS_ITEMS,
  ADD_MEMBER_STEP_FIELDS,
  addMemberProgress,
  addMemberRule,
  addMemberStepOneRule,
  type AddMember,
  type AddMemberRuleContext,
} from '@luminate/schema/rules';
import { ruleResolver } from '../../shared/lib/form-errors.ts';

/** What the wizard holds: every field as the text the user sees (blank, never null). */
export interface AddMemberFormValues {
  payerId: string;
  hcode: string;
  hcodeType: string;
  memberId: string;
  empi: string;
  mbi: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  county: string;
  marketId: string;
  homePhone: string;
  email: string;
}

export const EMPTY_ADD_MEMBER: AddMemberFormValues = {
  payerId: '',
  hcode: '',
  hcodeType: '',
  memberId: '',
  empi: '',
  mbi: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  county: '',
  marketId: '',
  homePhone: '',
  email: '',
};

export const ADD_MEMBER_STEPS = ['Member ids', 'Demographics'] as const;
export const PROGRESS_TOTAL = ADD_MEMBER_PROGRESS_ITEMS.length;

/** Filled required items, out of PROGRESS_TOTAL. */
export const progressOf = (values: AddMemberFormValues) => addMemberProgress(values as unknown as Record<string, unknown>);

/** The labels of the required items not filled yet (never their values). */
export function missingItems(values: AddMemberFormValues): string[] {
  const record = values as unknown as Record<string, string>;
  return ADD_MEMBER_PROGRESS_ITEMS.filter((item) => item.fields.some((f) => !record[f]?.trim())).map((item) => item.label);
}

/** The form's fields, named as the rule and the gateway name them. */
export const ADD_MEMBER_PLACEMENT = {
  fields: [...ADD_MEMBER_STEP_FIELDS[0], ...ADD_MEMBER_STEP_FIELDS[1]] as (keyof AddMemberFormValues)[],
};

/** The rule receives what the mutation will: a blank optional field as null. */
function toRuleInput(values: AddMemberFormValues): Record<string, unknown> {
  return {
    ...values,
    address2: values.address2 || null,
    county: values.county || null,
    email: values.email || null,
    gender: values.gender || null,
  };
}

export type StepOutput = AddMember | Record<string, unknown>;

/**
 * The wizard's resolver: step 1 checks the step-1 rule (Next); step 2 the whole rule (Submit),
 * whose output is what the mutation is sent.
 */
export function addMemberResolver(step: number, context: AddMemberRuleContext): Resolver<AddMemberFormValues, unknown, StepOutput> {
  const rule = step === 0 ? addMemberStepOneRule : addMemberRule(context);
  return ruleResolver<AddMemberFormValues, StepOutput>(rule, ADD_MEMBER_PLACEMENT, toRuleInput);
}
