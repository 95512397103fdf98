/**
 * Provider details: the provider rows of a market for a date range (one Care API request for
 * the whole market), the edit of a row and the change log. One instance per request.
 */
import { routes, type ProviderChangeLogDto } from '@luminate/schema/rest';
import { providerEditRule, providerRangeRule, type ProviderRange } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { notFound, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { providerEditDecision } from './policy.ts';
import type { ProviderRow } from './types.ts';

/**
 * The range rule as the gateway applies it: around today in UTC, one day either way, because
 * the browser's today may be a day behind or ahead of UTC.
 */
const rangeRule = () => providerRangeRule(new Date().toISOString().slice(0, 10), 1);

export class ProvidersSource {
  constructor(private readonly ctx: RequestContext) {}

  /** The rows of a market for a valid range, ordered by name as the Care API sends them. */
  async providerDetails(marketId: number, range: ProviderRange): Promise<ProviderRow[]> {
    const { start, end } = parseInput(rangeRule(), range);
    const rows = await this.ctx.upstream.call(routes.providerDetails, { query: { marketId, start, end } });
    return rows.map((row) => ({ ...row, marketId, start, end }));
  }

  /**
   * Edit: the rule, the policy, one PUT; then the row is read again for the same market and
   * range (its counts follow the new limit and distance) and returned whole.
   */
  async update(marketId: number, range: ProviderRange, input: unknown): Promise<ProviderRow> {
    const edit = parseInput(providerEditRule, input);
    const valid = parseInput(rangeRule(), range);
    const decision = providerEditDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'provider.update', decision.reason, { employeeId: edit.employeeId });
    await audited(this.ctx, 'provider.update', { employeeId: edit.employeeId, marketId }, () =>
      this.ctx.upstream.call(routes.updateProviderDetails, { body: edit }),
    );
    const row = (await this.providerDetails(marketId, valid)).find((r) => r.employeeId === edit.employeeId);
    if (!row) throw notFound(`Employee ${edit.employeeId} is not a provider of market ${marketId}`);
    return row;
  }

  changeLogs(employeeId: number): Promise<ProviderChangeLogDto[]> {
    return this.ctx.upstream.call(routes.providerChangeLogs, { query: { employeeId } });
  }
}
