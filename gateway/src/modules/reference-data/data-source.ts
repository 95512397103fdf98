/**
 * Cohorts, counties and contracts from the Care API. Cohorts, counties, payers, states and risk
 * types are shared reference answers (frozen: copied before sorting); contracts are read fresh.
 * Writes go: the shared rule, the policy, then one audited Care API call.
 */
import { routes, type CohortRecordDto, type ContractDto, type CountyRecordDto, type StateDto } from '@luminate/schema/rest';
import { GraphQLError } from 'graphql';
import { COUNTY_EXCLUDED_STATES, COUNTY_EXISTS_MESSAGE, SELF_PAY_PAYER, contractRule, countyRule } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { fieldFailure, notFound, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { byEnglish } from '../shared/collation.ts';
import { addContractDecision, addCountyDecision, terminateContractDecision, updateContractDecision } from './policy.ts';

export interface NamedRecord {
  id: number;
  name: string;
}

export class ReferenceDataSource {
  private cohortList?: Promise<Map<number, CohortRecordDto>>;
  private payerList?: Promise<NamedRecord[]>;

  constructor(private readonly ctx: RequestContext) {}

  /** Every cohort with its counts, by name: one Care API request per request however many are asked. */
  async cohorts(): Promise<CohortRecordDto[]> {
    return [...(await this.cohortsById()).values()].sort((a, b) => byEnglish(a.name, b.name));
  }

  /** One cohort's record (counts included), from the same single listing. */
  async cohort(id: number): Promise<CohortRecordDto | null> {
    return (await this.cohortsById()).get(id) ?? null;
  }

  /** Counties by state and name, of one state when given. */
  async counties(stateAbbrev?: string): Promise<CountyRecordDto[]> {
    const all = await this.ctx.upstream.call(routes.listCounties);
    const state = stateAbbrev?.trim().toUpperCase();
    return all
      .filter((c) => state === undefined || c.stateAbbrev === state)
      .sort((a, b) => byEnglish(a.stateAbbrev, b.stateAbbrev) || byEnglish(a.county, b.county));
  }

  /** The states a county may be added to, by name. */
  async countyStates(): Promise<StateDto[]> {
    const states = await this.ctx.upstream.call(routes.listStates);
    return states.filter((s) => !COUNTY_EXCLUDED_STATES.includes(s.abbrev)).sort((a, b) => byEnglish(a.name, b.name));
  }

  async riskTypes(): Promise<NamedRecord[]> {
    return [...(await this.ctx.upstream.call(routes.listRiskTypes))].sort((a, b) => byEnglish(a.name, b.name));
  }

  /** Every payer (shared listing, fetched once per request). */
  payers(): Promise<NamedRecord[]> {
    this.payerList ??= this.ctx.upstream.call(routes.listPayers).then((payers) => [...payers]);
    return this.payerList;
  }

  async contracts(): Promise<ContractDto[]> {
    return this.ctx.upstream.call(routes.listContracts);
  }

  /**
   * Add County: the rule's shape, the policy (nothing is asked of the Care API for a refused
   * viewer), the rule again with the counties already known (a duplicate in any case), one POST.
   */
  async addCounty(input: unknown): Promise<CountyRecordDto> {
    parseInput(countyRule(), input);
    const decision = addCountyDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'county.add', decision.reason);
    const county = parseInput(countyRule(await this.ctx.upstream.call(routes.listCounties)), input);
    return audited(
      this.ctx,
      'county.add',
      {},
      () =>
        this.ctx.upstream.call(routes.createCounty, { body: county }).catch((error: unknown) => {
          // Added by someone else since the list was read: the same rule failure, on the same field.
          if (error instanceof GraphQLError && error.message === COUNTY_EXISTS_MESSAGE) {
            throw fieldFailure('county', COUNTY_EXISTS_MESSAGE);
          }
          throw error;
        }),
      (created) => ({ countyId: created.id }),
    );
  }

  /** Add contract: the rule, the policy, the rule again knowing which payer is SelfPay, one POST. */
  async createContract(input: unknown): Promise<ContractDto> {
    parseInput(contractRule(), input);
    const decision = addContractDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'contract.create', decision.reason);
    const contract = parseInput(contractRule(await this.selfPayIds()), input);
    return audited(
      this.ctx,
      'contract.create',
      { payerId: contract.payerId, riskTypeId: contract.riskTypeId },
      () => this.ctx.upstream.call(routes.createContract, { body: contract }),
      (created) => ({ contractId: created.id }),
    );
  }

  async updateContract(id: number, input: unknown): Promise<ContractDto> {
    parseInput(contractRule(), input);
    const decision = updateContractDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'contract.update', decision.reason, { contractId: id });
    const contract = parseInput(contractRule(await this.selfPayIds()), input);
    return audited(this.ctx, 'contract.update', { contractId: id, payerId: contract.payerId }, () =>
      this.ctx.upstream.call(routes.updateContract, { params: { id }, body: contract }),
    );
  }

  /** Terminate: refused to non data managers before anything is read; an already termed contract is refused too. */
  async terminateContract(id: number): Promise<ContractDto> {
    const forbidden = terminateContractDecision(this.ctx.viewer, { disabled: false });
    if (!forbidden.allowed) throw refused(this.ctx, 'contract.terminate', forbidden.reason, { contractId: id });
    const current = (await this.contracts()).find((c) => c.id === id);
    if (!current) throw notFound(`Contract ${id} not found`);
    const decision = terminateContractDecision(this.ctx.viewer, current);
    if (!decision.allowed) throw refused(this.ctx, 'contract.terminate', decision.reason, { contractId: id });
    return audited(this.ctx, 'contract.terminate', { contractId: id }, () =>
      this.ctx.upstream.call(routes.terminateContract, { params: { id } }),
    );
  }

  private async selfPayIds(): Promise<number[]> {
    return (await this.payers()).filter((p) => p.name === SELF_PAY_PAYER).map((p) => p.id);
  }

  private cohortsById(): Promise<Map<number, CohortRecordDto>> {
    this.cohortList ??= this.ctx.upstream.call(routes.listCohorts).then((cohorts) => new Map(cohorts.map((c) => [c.id, c])));
    return this.cohortList;
  }
}
