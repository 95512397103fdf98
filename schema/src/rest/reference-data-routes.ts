/** Care API routes: Cohorts, counties and contracts (the GETs of cohorts and counties are in routes.ts). */
import { z } from 'zod';
import { recordId } from '../rules/ids.ts';
import { route, type RouteContract } from './contract.ts';
import { CountyDto } from './reference.ts';
import { ContractDto, ContractInputDto, CountyCreateDto, RiskTypeDto } from './reference-records.ts';

const id = z.object({ id: recordId });

export const referenceDataRoutes = {
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
    params: id,
    body: ContractInputDto,
    answer: { json: ContractDto },
  }),
  terminateContract: route({
    method: 'PUT',
    path: '/api/Contracts/{id}/Terminate',
    summary: 'Terminate a contract: it becomes termed (disabled) and stays editable (dataMgmt; 422 when already termed)',
    params: id,
    answer: { json: ContractDto },
  }),
} satisfies Record<string, RouteContract>;
