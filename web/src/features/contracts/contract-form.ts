import type { Resolver } from 'react-hook-form';
import { contractRule, type ContractInput } from '@luminate/schema/rules';
import type { ContractInput as ContractMutationInput, ContractRowFragment } from '../../generated/graphql.ts';
import { ruleResolver } from '../../shared/lib/form-errors.ts';

/** What the contract form holds: every field as the text the user sees (blank, never null). */
export interface ContractFormValues {
  name: string;
  startDt: string;
  payerId: string;
  riskTypeId: string;
  status: string;
  geography: string;
  algorithm: string;
  atRiskDt: string;
}

export const CONTRACT_FORM_PLACEMENT = {
  fields: ['name', 'startDt', 'payerId', 'riskTypeId', 'status', 'geography', 'algorithm', 'atRiskDt'] as const,
};

export const EMPTY_CONTRACT: ContractFormValues = {
  name: '',
  startDt: '',
  payerId: '',
  riskTypeId: '',
  status: '',
  geography: '',
  algorithm: '',
  atRiskDt: '',
};

export function contractToFormValues(contract: ContractRowFragment): ContractFormValues {
  return {
    name: contract.name,
    startDt: contract.startDt,
    payerId: contract.payerId,
    riskTypeId: contract.riskTypeId,
    status: contract.status ?? '',
    geography: contract.geography ?? '',
    algorithm: contract.algorithm ?? '',
    atRiskDt: contract.atRiskDt ?? '',
  };
}

/** The required fields are all given: until then the form's submit stays disabled. */
export const hasRequiredFields = (v: Pick<ContractFormValues, 'name' | 'startDt' | 'payerId' | 'riskTypeId'>) =>
  v.name.trim() !== '' && v.startDt !== '' && v.payerId !== '' && v.riskTypeId !== '';

/** The shared contractRule (with the SelfPay payer's ids) over the form's values. */
export const contractFormResolver = (selfPayIds: readonly number[]): Resolver<ContractFormValues, unknown, ContractInput> =>
  ruleResolver(contractRule(selfPayIds), CONTRACT_FORM_PLACEMENT);

/** The rule's output as the mutation's input (ids as the graph's ID strings). */
export const toMutationInput = (input: ContractInput): ContractMutationInput => ({
  ...input,
  payerId: String(input.payerId),
  riskTypeId: String(input.riskTypeId),
});
