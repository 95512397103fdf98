/**
 * App Availability for one request: the providers' days of the markets and dates asked for, in
 * one Care API request whatever the markets, providers and days; and one provider's day summary,
 * one request.
 */
import { routes, type EngineerDaySummaryDto } from '@luminate/schema/rest';
import { AVAILABILITY_PAGE_NAMES, availabilityDayRule, availabilityRangeRule, type AvailabilityView } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import type { AvailabilityGridParent } from './types.ts';

/** The gateway does not know the browser's time zone: a start one day before its own today passes. */
const rangeRule = () => availabilityRangeRule(new Date().toISOString().slice(0, 10), 1);

export interface AvailabilityArgs {
  marketIds?: readonly (string | number)[] | null;
  start: string;
  end: string;
  view?: AvailabilityView | null;
}

export class AvailabilitySource {
  constructor(private readonly ctx: RequestContext) {}

  /** The grid: the shared range rule first (BAD_USER_INPUT with its messages), then one request. */
  async grid(input: AvailabilityArgs): Promise<AvailabilityGridParent> {
    const { start, end } = parseInput(rangeRule(), { start: input.start, end: input.end });
    const marketIds = (input.marketIds ?? []).map((id) => parseId(id, 'market'));
    const view = input.view ?? 'AVAILABILITY';
    const markets = await this.ctx.upstream.call(routes.engineerEvents, {
      query: { start, end, page: AVAILABILITY_PAGE_NAMES[view], ...(marketIds.length > 0 ? { marketIds: marketIds.join(',') } : {}) },
    });
    return { start, end, view, markets };
  }

  /** One provider's events of one day. */
  daySummary(providerId: string, date: string): Promise<EngineerDaySummaryDto> {
    const engineerId = parseId(providerId, 'provider');
    const day = parseInput(availabilityDayRule, { date });
    return this.ctx.upstream.call(routes.engineerDayEvents, { query: { engineerId, date: day.date } });
  }
}
