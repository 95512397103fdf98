/** Care API routes of the reference data: payers, cohorts, term reasons, counties, risk types and contracts. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { idParam } from '../common.ts';
import {
  CohortRecordDto,
  ContractDto,
  ContractInputDto,
  CountyCreateDto,
  CountyDto,
  PayerDto,
  RiskTypeDto,
  TermReasonDto,
} from './dtos.ts';

export const referenceDataRoutes = {
  listPayers: route({ method: 'GET', path: '/api/Payers', summary: 'Payers', answer: { json: z.array(PayerDto) }, cache: 'shared' }),
  listCohorts: route({
    method: 'GET',
    path: '/api/Members/Cohorts',
    summary: 'Cohorts with their activation date, member count and pending (staged, not yet active) member count, by name',
    answer: { json: z.array(CohortRecordDto) },
    cache: 'shared',
  }),
  listTermReasons: route({
    method: 'GET',
    path: '/api/Members/TermReasons',
    summary: 'Term reasons',
    answer: { json: z.array(TermReasonDto) },
    cache: 'shared',
  }),
  listCounties: route({ method: 'GET', path: '/api/Counties', summary: 'Counties', answer: { json: z.array(CountyDto) }, cache: 'shared' }),

  createCounty: route({
    method: 'POST',
    path: '/api/Counties',
    summary: 'Add a county to a state (dataMgmt; 422 when the state already has it, compared without regard to case)',
    body: CountyCreateDto,
    answer: { json: CountyDto },
    invalidates: ['/api/Counties'],
  }),
  listRiskTypes: route({
    method: 'GET',
    path: '/api/Members/RiskTypes',
    summary: 'Risk types',
    answer: { json: z.array(RiskTypeDto) },
    cache: 'shared',
  }),
  listContracts: route({
    method: 'GET',
    path: '/api/Contracts',
    summary: 'Every contract, active and termed (disabled), with its payer and risk type, by name',
    answer: { json: z.array(ContractDto) },
  }),
  createContract: route({
    method: 'POST',
    path: '/api/Contracts',
    summary: 'Add a contract (dataMgmt; created active; 422 for SelfPay or an unknown payer or risk type)',
    body: ContractInputDto,
    answer: { json: ContractDto },
  }),
  updateContract: route({
    method: 'PUT',
    path: '/api/Contracts/{id}',
    summary: 'Edit a contract, active or termed (dataMgmt)',
    params: idParam,
    body: ContractInputDto,
    answer: { json: ContractDto },
  }),
  terminateContract: route({
    method: 'PUT',
    path: '/api/Contracts/{id}/Terminate',
    summary: 'Terminate a contract: it becomes termed (disabled) and stays editable (dataMgmt; 422 when already termed)',
    params: idParam,
    answer: { json: ContractDto },
  }),
} satisfies Record<string, RouteContract>;
