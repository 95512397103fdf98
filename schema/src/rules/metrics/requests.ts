/** The drill-down and One List requests: page sizes, the rules they are checked by and their messages. */
import { z } from 'zod';
import { METRICS_BY_ID } from './catalogue.ts';

/** Drill-down page sizes. */
export const METRIC_PAGE_SIZES = [10, 20, 50] as const;
export const METRIC_PAGE_SIZE = 10;
/** The largest One List page the graph serves (the CSV export streams every row). */
export const ONE_LIST_MAX_TAKE = 200;

export const METRICS_MESSAGES = {
  noMetrics: 'No metrics available for this role.',
  noEligibleMembers: 'There are no eligible members in the selected offices.',
  unknownMetric: 'Unknown metric',
  metricNotInRole: 'This metric is not on the chosen role’s dashboard',
  officeNotAllowed: 'These offices are not on your dashboard',
  teamMemberNotAllowed: 'You may only open your own dashboard or a team member’s',
  tooManyOffices: 'Choose at most 500 offices',
} as const;

/** Rows skipped before a page: none or more. */
const skipRule = z.number().int().min(0, 'skip is 0 or more').default(0);
/** The drill-down and One List tables sort by one column at a time: at most one sort key. */
const sortKeysRule = z.array(z.unknown()).max(1, 'These rows sort by one column at a time').default([]);

/** The metric drill-down request. */
export const metricRowsRule = z.object({
  metricId: z.string().refine((id) => METRICS_BY_ID.has(id), METRICS_MESSAGES.unknownMetric),
  skip: skipRule,
  take: z
    .number()
    .int()
    .refine((n) => (METRIC_PAGE_SIZES as readonly number[]).includes(n), 'Page size is 10, 20 or 50')
    .default(METRIC_PAGE_SIZE),
  sort: sortKeysRule,
});

/** The One List request's paging, search and sort. */
export const oneListPagingRule = z.object({
  skip: skipRule,
  take: z
    .number()
    .int()
    .min(1, 'Page size is at least 1')
    .max(ONE_LIST_MAX_TAKE, `Page size is at most ${ONE_LIST_MAX_TAKE}`)
    .default(METRIC_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  sort: sortKeysRule,
});
