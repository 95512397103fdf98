/** Care API DTOs of the reference data: payers, term reasons, cohorts, counties, risk types and contracts. */
import { z } from 'zod';
import { IsoDate, IsoDateTime, NamedDto } from '../common.ts';
import { contractRule, countyRule } from '../../rules/reference-records.ts';

export const PayerDto = NamedDto.describe('A payer (insurance) of members');
export const TermReasonDto = NamedDto.describe("Why a member's eligibility ended");
export const CountyDto = z.object({ id: z.number().int(), county: z.string(), stateAbbrev: z.string() });

/** A cohort with its activation date and how many members it holds and has staged. */
export const CohortRecordDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** When the cohort was activated (created); null for cohorts older than the record. */
    createdDt: IsoDateTime.nullable(),
    /** Members whose cohort it is. */
    memberCount: z.number().int(),
    /** Members staged for the cohort and not yet active. */
    pendingMemberCount: z.number().int(),
  })
  .describe('A cohort of members');
export type CohortRecordDto = z.infer<typeof CohortRecordDto>;

export const RiskTypeDto = NamedDto.describe('How a contract shares the risk of its members');
export type RiskTypeDto = z.infer<typeof RiskTypeDto>;

/** A county as GET and POST /api/Counties answer it. */
export type CountyRecordDto = z.infer<typeof CountyDto>;

/** POST /api/Counties body: the Add County rule (shape only; duplicates are the route's check). */
export const CountyCreateDto = countyRule();
export type CountyCreateDto = z.infer<typeof CountyCreateDto>;

export const ContractDto = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Free text. */
  status: z.string().nullable(),
  payerId: z.number().int(),
  payer: NamedDto,
  geography: z.string().nullable(),
  riskTypeId: z.number().int(),
  riskType: NamedDto,
  algorithm: z.string().nullable(),
  startDt: IsoDate,
  atRiskDt: IsoDate.nullable(),
  /** True once terminated (termed). */
  disabled: z.boolean(),
});
export type ContractDto = z.infer<typeof ContractDto>;

/** POST /api/Contracts and PUT /api/Contracts/{id} body. */
export const ContractInputDto = contractRule();
export type ContractInputDto = z.infer<typeof ContractInputDto>;
