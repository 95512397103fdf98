/**
 * Markets, states, market plans and offices from the Care API. One instance per request:
 * the market list is fetched at most once, offices go through the DataLoaders.
 */
import { routes, type MarketDto, type MarketPlanDto, type OfficeDto, type StateDto } from '@luminate/schema/rest';
import { COMMUNITY_OFFICE_NAME, Markets } from '@luminate/schema/constants';
import { marketEditRule } from '@luminate/schema/rules';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { createMarketsLoaders, type MarketsLoaders } from './loaders.ts';
import { canUpdateMarket } from './policy.ts';
import { byEnglishNumeric } from '../shared/collation.ts';

export interface OfficeFilter {
  marketId?: number;
  /** Community id like 1.001 */
  community?: string;
  includeCommunities: boolean;
}

export function isCommunityOffice(office: Pick<OfficeDto, 'name'>): boolean {
  return COMMUNITY_OFFICE_NAME.test(office.name) || office.name.endsWith('.000');
}

const byName = (a: OfficeDto, b: OfficeDto) => byEnglishNumeric(a.name, b.name);
const byOfficePrefix = (a: MarketDto, b: MarketDto) => byEnglishNumeric(a.officePrefix, b.officePrefix) || a.id - b.id;

export class MarketsSource {
  private readonly loaders: MarketsLoaders;
  private marketsById?: Promise<Map<number, MarketDto>>;

  constructor(private readonly ctx: RequestContext) {
    this.loaders = createMarketsLoaders(ctx.upstream);
  }

  /** Every market, ordered by office prefix; the hidden market only when asked for. */
  async markets(includeHidden = false): Promise<MarketDto[]> {
    const all = [...(await this.allMarkets()).values()];
    return all.filter((m) => includeHidden || m.id !== Markets.HIDDEN).sort(byOfficePrefix);
  }

  /** One market by id (hidden one included), from the request's single market listing. */
  async market(id: number): Promise<MarketDto | null> {
    return (await this.allMarkets()).get(id) ?? null;
  }

  /** Market edit: the shared rule, then the policy, then one PUT (audited by the mutation's event). */
  async updateMarket(id: number, input: unknown): Promise<MarketDto> {
    const edit = parseInput(marketEditRule, input);
    if (!canUpdateMarket(this.ctx.viewer))
      throw refused(this.ctx, 'market.update', 'You do not have permission to edit markets', { marketId: id });
    const updated = await audited(this.ctx, 'market.update', { marketId: id }, () =>
      this.ctx.upstream.call(routes.updateMarket, { params: { id }, body: edit }),
    );
    // Later reads in the same request (e.g. Office.market) see the edit.
    if (this.marketsById) (await this.marketsById).set(updated.id, updated);
    return updated;
  }

  states(): Promise<StateDto[]> {
    return this.ctx.upstream.call(routes.listStates);
  }

  async marketPlans(marketId?: number): Promise<MarketPlanDto[]> {
    const plans = await this.ctx.upstream.call(routes.listMarketPlans);
    return marketId === undefined ? plans : plans.filter((p) => p.marketId === marketId);
  }

  /** Offices that are not deleted, ordered by name. */
  async offices(filter: OfficeFilter): Promise<OfficeDto[]> {
    const query: { marketId?: number; community?: string } = {};
    if (filter.marketId !== undefined) query.marketId = filter.marketId;
    if (filter.community !== undefined) query.community = filter.community;
    const offices = await this.ctx.upstream.call(routes.listOffices, { query });
    for (const office of offices) this.loaders.officeById.prime(office.id, office);
    return offices.filter((o) => !o.deleted && (filter.includeCommunities || !isCommunityOffice(o))).sort(byName);
  }

  /** One office by id, batched with every other office look-up of the request. */
  office(id: number): Promise<OfficeDto | null> {
    return this.loaders.officeById.load(id);
  }

  /** The offices of a market that are not deleted, ordered by name; batched across markets. */
  async officesOfMarket(marketId: number): Promise<OfficeDto[]> {
    const offices = await this.loaders.officesByMarket.load(marketId);
    return offices.filter((o) => !o.deleted).sort(byName);
  }

  /** The offices report (zip) of the Care API. */
  officesReport(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.officesReport);
  }

  /** The members of a market, as a file behind the Care API's signed url. */
  membersExport(marketId: number): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.membersExport, { query: { marketId } });
  }

  private allMarkets(): Promise<Map<number, MarketDto>> {
    this.marketsById ??= this.ctx.upstream.call(routes.listMarkets).then((markets) => new Map(markets.map((m) => [m.id, m])));
    return this.marketsById;
  }
}
