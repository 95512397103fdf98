/**
 * Server-driven tables: typed GraphQL table state (filters with a match mode, sort,
 * page) → ONE OData request with $count=true → `{ nodes, totalCount }`. Queries are built with
 * odata-query from a per-entity whitelist of fields, so user input only ever becomes escaped
 * literals, never OData syntax. A caller's fixed conditions (a dashboard tab's, a Mine scope's)
 * are filter objects ANDed with the user's filters before the query string is built, once.
 */
import odataQuery, { raw } from 'odata-query';

// odata-query ships one CJS-flavoured declaration file for both builds: under ESM the default
// import is the function itself, while the types describe the CJS module object.
type BuildQuery = typeof odataQuery.default;
const buildQuery: BuildQuery = typeof odataQuery === 'function' ? odataQuery : odataQuery.default;
import { controlCharacterIn } from '@luminate/schema/rules';
import { badUserInput } from '../errors.ts';
import type { Upstream } from '../context.ts';
import { encodeSpaces, type ODataFilter } from './odata-clauses.ts';

export type MatchMode =
  | 'EQUALS'
  | 'NOT_EQUALS'
  | 'CONTAINS'
  | 'NOT_CONTAINS'
  | 'STARTS_WITH'
  | 'ENDS_WITH'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'IN'
  | 'DATE_IS'
  | 'DATE_IS_NOT'
  | 'DATE_BEFORE'
  | 'DATE_AFTER';
export type FieldType = 'string' | 'number' | 'boolean' | 'date';

export interface FieldSpec {
  /** The entity's property in the OData model. */
  property: string;
  type: FieldType;
  /** Match modes this field accepts; empty = not filterable. */
  filter: readonly MatchMode[];
  sort: boolean;
  /** A string field's values as the graph spells them → as the Care API stores them; others pass as given. */
  values?: Readonly<Record<string, string>>;
}

export interface TableFilter {
  field: string;
  matchMode: string;
  value?: string | null;
  values?: readonly string[] | null;
}
export interface TableSort {
  field: string;
  direction?: 'ASC' | 'DESC' | null;
}
export interface TableArgs {
  filters?: readonly TableFilter[] | null;
  sort?: readonly TableSort[] | null;
  skip?: number | null;
  take?: number | null;
}

export interface TableDefinition<F extends string> {
  entitySet: string;
  fields: Record<F, FieldSpec>;
  /** Navigation properties fetched in the same request. */
  expand?: readonly string[];
  /** Properties to fetch ($select); all when omitted. */
  select?: readonly string[];
  /** Applied after the user's sort; should end with a unique property so pages are stable. */
  defaultSort: ReadonlyArray<{ property: string; direction: 'asc' | 'desc' }>;
  maxPageSize: number;
  defaultPageSize?: number;
}

/** What a query adds to the user's table state. */
export interface TableQueryOptions {
  /** Overrides maxPageSize (exports). */
  pageLimit?: number;
  /** Fixed conditions (a dashboard tab's, a Mine scope's) ANDed with the user's filters in the one `$filter`. */
  where?: readonly ODataFilter[];
}

export interface Table<F extends string> extends TableDefinition<F> {
  /** The OData query string (with leading `?`) for one page. */
  toQuery(args: TableArgs, options?: TableQueryOptions): string;
  /** `$top=0&$count=true` over the user's filters AND `where`: the number of rows, no rows, expansions or order. */
  countQuery(args: Pick<TableArgs, 'filters'>, where?: readonly ODataFilter[]): string;
  /** Fetches one page: exactly one upstream request. */
  fetchPage<T>(upstream: Upstream, args: TableArgs, options?: TableQueryOptions): Promise<{ nodes: T[]; totalCount: number }>;
}

export const STRING_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS', 'CONTAINS', 'NOT_CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'IN'];
export const NUMBER_MODES: readonly MatchMode[] = [
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'IN',
];
export const BOOLEAN_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS'];
export const DATE_MODES: readonly MatchMode[] = [
  'DATE_IS',
  'DATE_IS_NOT',
  'DATE_BEFORE',
  'DATE_AFTER',
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
];
/** Ids and closed vocabularies (statuses, types): equality and lists, no text matching. */
export const ID_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS', 'IN'];

/** The usual column kinds of a table, filterable with their kind's match modes and sortable. */
export const column = {
  text: (property: string): FieldSpec => ({ property, type: 'string', filter: STRING_MODES, sort: true }),
  id: (property: string): FieldSpec => ({ property, type: 'number', filter: ID_MODES, sort: true }),
  date: (property: string): FieldSpec => ({ property, type: 'date', filter: DATE_MODES, sort: true }),
  flag: (property: string): FieldSpec => ({ property, type: 'boolean', filter: BOOLEAN_MODES, sort: true }),
};

const MAX_FILTERS = 30;
const MAX_IN_VALUES = 500;
const MAX_TEXT = 200;

const COMPARISON: Partial<Record<MatchMode, string>> = {
  EQUALS: 'eq',
  NOT_EQUALS: 'ne',
  LESS_THAN: 'lt',
  LESS_THAN_OR_EQUAL: 'le',
  GREATER_THAN: 'gt',
  GREATER_THAN_OR_EQUAL: 'ge',
  DATE_IS: 'eq',
  DATE_IS_NOT: 'ne',
  DATE_BEFORE: 'lt',
  DATE_AFTER: 'gt',
};
const TEXT_FUNCTION: Partial<Record<MatchMode, string>> = { CONTAINS: 'contains', STARTS_WITH: 'startswith', ENDS_WITH: 'endswith' };

function coerce(fieldName: string, spec: FieldSpec, value: string): unknown {
  switch (spec.type) {
    case 'string': {
      if (value.length > MAX_TEXT) throw badUserInput(`${fieldName} filter is longer than ${MAX_TEXT} characters`);
      // A control character is never part of a typed filter, and the Care API may fail on it.
      const character = controlCharacterIn(value);
      if (character) throw badUserInput(`${fieldName} filter contains a control character (${character})`);
      return spec.values && Object.hasOwn(spec.values, value) ? spec.values[value] : value;
    }
    case 'number': {
      if (!/^-?\d{1,15}(\.\d+)?$/.test(value.trim())) throw badUserInput(`${fieldName} expects a number`);
      return Number(value);
    }
    case 'boolean': {
      const v = value.trim().toLowerCase();
      if (v !== 'true' && v !== 'false') throw badUserInput(`${fieldName} expects true or false`);
      return v === 'true';
    }
    case 'date': {
      const v = value.trim().slice(0, 10);
      const date = new Date(`${v}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== v) {
        throw badUserInput(`${fieldName} expects a date (yyyy-mm-dd)`);
      }
      // An OData date literal is unquoted; the value is validated above, so it is safe raw.
      return raw(v);
    }
  }
}

function filterClause(fields: Record<string, FieldSpec>, filter: TableFilter): ODataFilter | null {
  const spec = fields[filter.field];
  if (!spec) throw badUserInput(`Unknown field ${filter.field}`);
  const mode = filter.matchMode as MatchMode;
  if (!spec.filter.includes(mode)) throw badUserInput('Unsupported match mode');

  if (mode === 'IN') {
    const values = filter.values ?? (filter.value != null ? [filter.value] : []);
    if (values.length === 0) return null;
    if (values.length > MAX_IN_VALUES) throw badUserInput(`At most ${MAX_IN_VALUES} values in one filter`);
    return { [spec.property]: { in: values.map((v) => coerce(filter.field, spec, v)) } };
  }
  // An empty filter box means "no constraint" (tables send every column's filter).
  if (filter.value == null || filter.value === '') return null;
  const value = coerce(filter.field, spec, filter.value);
  const fn = TEXT_FUNCTION[mode];
  if (fn) return { [spec.property]: { [fn]: value } };
  if (mode === 'NOT_CONTAINS') return { not: { [spec.property]: { contains: value } } };
  const op = COMPARISON[mode];
  if (!op) throw badUserInput('Unsupported match mode');
  return { [spec.property]: { [op]: value } };
}

/** A table request's skip and take, its defaults applied: the start and size of the page asked for. */
export function tablePaging(definition: Pick<TableDefinition<string>, 'defaultPageSize'>, args: TableArgs): { skip: number; take: number } {
  return { skip: args.skip ?? 0, take: args.take ?? definition.defaultPageSize ?? 20 };
}

export function defineTable<F extends string>(definition: TableDefinition<F>): Table<F> {
  const fields = definition.fields as Record<string, FieldSpec>;

  /** The fixed conditions, then the user's filters: one `and` the builder turns into the one `$filter`. */
  function filterOf(args: Pick<TableArgs, 'filters'>, where: readonly ODataFilter[]): ODataFilter | undefined {
    const filters = args.filters ?? [];
    if (filters.length > MAX_FILTERS) throw badUserInput(`At most ${MAX_FILTERS} filters`);
    const clauses = filters.map((f) => filterClause(fields, f)).filter((c): c is ODataFilter => c !== null);
    const all = [...where, ...clauses];
    return all.length ? { and: all } : undefined;
  }

  function toQuery(args: TableArgs, { pageLimit = definition.maxPageSize, where = [] }: TableQueryOptions = {}): string {
    const filter = filterOf(args, where);

    const orderBy: string[] = [];
    const seen = new Set<string>();
    for (const s of args.sort ?? []) {
      const spec = fields[s.field];
      if (!spec) throw badUserInput(`Unknown field ${s.field}`);
      if (!spec.sort) throw badUserInput(`${s.field} cannot be sorted`);
      if (seen.has(spec.property)) continue;
      seen.add(spec.property);
      orderBy.push(`${spec.property} ${s.direction === 'DESC' ? 'desc' : 'asc'}`);
    }
    for (const d of definition.defaultSort) {
      if (!seen.has(d.property)) orderBy.push(`${d.property} ${d.direction}`);
    }

    const { skip, take } = tablePaging(definition, args);
    if (!Number.isInteger(skip) || skip < 0) throw badUserInput('skip must be zero or more');
    if (!Number.isInteger(take) || take < 0 || take > pageLimit) {
      throw badUserInput(`take must be between 0 and ${pageLimit}`);
    }

    const query = buildQuery({
      filter,
      orderBy,
      skip,
      top: take,
      count: true,
      select: definition.select ? [...definition.select] : undefined,
      expand: definition.expand?.length ? [...definition.expand] : undefined,
    });
    return encodeSpaces(query);
  }

  function countQuery(args: Pick<TableArgs, 'filters'>, where: readonly ODataFilter[] = []): string {
    return encodeSpaces(buildQuery({ filter: filterOf(args, where), top: 0, count: true }));
  }

  return {
    ...definition,
    toQuery,
    countQuery,
    async fetchPage<T>(upstream: Upstream, args: TableArgs, options?: TableQueryOptions) {
      const page = await upstream.odata<T>(definition.entitySet, toQuery(args, options));
      return { nodes: page.value, totalCount: page.count };
    },
  };
}
