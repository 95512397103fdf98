/**
 * Every list of the graph pages, sorts and filters one way (docs/graph-conventions.md, "Lists"):
 *
 * - paging is `skip: Int = 0` and `take` (with a default), never page/pageSize/top/limit/first/offset,
 *   and a field taking them answers a `…Page` with `nodes`, `totalCount: Int!` and `pageInfo: PageInfo!`
 *   (a live queue's update holds that page as its `page`), sized for the query cost by `take`;
 * - `sort` is a list of an input with `field` and `direction`;
 * - column filters are `filters: [<Thing>Filter!]` (field, matchMode, value, values); any other
 *   criterion is a named argument, never a `filter` wrapper object.
 */
import {
  buildASTSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  type DefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadGraphSources } from '@luminate/schema/graph';

/** Paging argument names of other conventions; the graph's lists take skip and take. */
const BANNED_PAGING_ARGUMENTS = ['page', 'pageSize', 'top', 'limit', 'first', 'offset'];
/** Names of a page's items and count in other conventions; a page has nodes and totalCount. */
const BANNED_PAGE_FIELDS = ['rows', 'items', 'total', 'edges', 'count'];

type AnyField = GraphQLField<unknown, unknown>;

/**
 * The graph built from its SDL files as the gateway merges them (each file adds its fields to the
 * root types), keeping every field's directives (@listSize) on its definition.
 */
function graphOf(sources: ReadonlyArray<{ sdl: string }>): GraphQLSchema {
  const defined = new Set<string>();
  const definitions = sources
    .flatMap(({ sdl }) => parse(sdl).definitions)
    .map((node): DefinitionNode => {
      if (node.kind !== Kind.OBJECT_TYPE_DEFINITION) return node;
      if (!defined.has(node.name.value)) {
        defined.add(node.name.value);
        return node;
      }
      return { ...node, kind: Kind.OBJECT_TYPE_EXTENSION, description: undefined } as DefinitionNode;
    });
  return buildASTSchema({ kind: Kind.DOCUMENT, definitions });
}

/** Every field of every object type, as `Type.field` with the field. */
function fieldsOf(schema: GraphQLSchema): Array<[string, AnyField]> {
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) => Object.values(type.getFields()).map((field): [string, AnyField] => [`${type.name}.${field.name}`, field]));
}

/** `@listSize`'s arguments on a field, as printed values (`["take"]`), or null without one. */
function listSizeOf(field: AnyField): Record<string, string> | null {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'listSize');
  if (!directive) return null;
  return Object.fromEntries((directive.arguments ?? []).map((a) => [a.name.value, print(a.value)]));
}

const isNonNullList = (type: GraphQLType) => isNonNullType(type) && isListType(type.ofType) && isNonNullType(type.ofType.ofType);
const defaultOf = (arg: GraphQLArgument) => (arg.astNode?.defaultValue ? print(arg.astNode.defaultValue) : undefined);

/** What a page type lacks, or holds under another convention's name. */
function pageTypeProblems(page: GraphQLObjectType): string[] {
  const fields = page.getFields();
  const problems: string[] = [];
  if (!fields.nodes || !isNonNullList(fields.nodes.type)) problems.push(`${page.name}.nodes is missing or not [Thing!]!`);
  if (String(fields.totalCount?.type) !== 'Int!') problems.push(`${page.name}.totalCount is missing or not Int!`);
  if (String(fields.pageInfo?.type) !== 'PageInfo!') problems.push(`${page.name}.pageInfo is missing or not PageInfo!`);
  for (const banned of BANNED_PAGE_FIELDS) if (fields[banned]) problems.push(`${page.name}.${banned}: a page holds nodes and totalCount`);
  return problems;
}

/** A paged field's answer: a non-null `…Page` with the page fields. */
function answerProblems(name: string, type: GraphQLType): string[] {
  const page = getNamedType(type);
  if (!isNonNullType(type) || !isObjectType(page) || !page.name.endsWith('Page'))
    return [`${name} answers ${String(type)}, not a non-null …Page`];
  return pageTypeProblems(page).map((problem) => `${name}: ${problem}`);
}

/** What breaks the paging convention in one field's arguments and answer. */
function pagingProblems(name: string, field: AnyField): string[] {
  const problems = field.args
    .filter((arg) => BANNED_PAGING_ARGUMENTS.includes(arg.name))
    .map((arg) => `${name}.${arg.name}: page with skip and take`);
  const skip = field.args.find((a) => a.name === 'skip');
  const take = field.args.find((a) => a.name === 'take');
  if (!skip && !take) return problems;
  if (skip && (String(skip.type) !== 'Int' || defaultOf(skip) !== '0')) problems.push(`${name}.skip is not Int = 0`);
  if (!take) return [...problems, `${name} takes skip without take`];
  if (String(take.type) !== 'Int' || defaultOf(take) === undefined) problems.push(`${name}.take is not Int with a default page size`);
  // A live queue's update carries the page its query answers, sized where the update declares it.
  const update = getNamedType(field.type);
  const livePage = name.startsWith('Subscription.') && isObjectType(update) ? update.getFields().page : undefined;
  const [sized, sizedName] = livePage ? [livePage, `${update.name}.page`] : [field, name];
  problems.push(...answerProblems(sizedName, sized.type));
  const listSize = listSizeOf(sized);
  const slicedByTake = livePage ? listSize?.slicingArguments === undefined : listSize?.slicingArguments === '["take"]';
  if (!slicedByTake || listSize?.sizedFields !== '["nodes"]' || !listSize.assumedSize) {
    problems.push(
      `${sizedName} lacks @listSize(${livePage ? '' : 'slicingArguments: ["take"], '}sizedFields: ["nodes"], assumedSize: <largest page>)`,
    );
  }
  return problems;
}

/** What breaks the sorting and filtering convention in one field's arguments. */
function sortAndFilterProblems(name: string, field: AnyField): string[] {
  const problems: string[] = [];
  for (const arg of field.args) {
    const input = getNamedType(arg.type);
    const inner = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
    const listOfInput = isListType(inner) && isNonNullType(inner.ofType) && isInputObjectType(input);
    const fields = isInputObjectType(input) ? input.getFields() : {};
    if (arg.name === 'sort') {
      if (!listOfInput || !fields.field || !isNonNullType(fields.field.type) || String(fields.direction?.type) !== 'SortDirection!') {
        problems.push(`${name}.sort is ${String(arg.type)}, not a list of an input with field and direction`);
      }
    } else if (arg.name === 'filters') {
      if (!listOfInput || !fields.field || !fields.matchMode || !fields.value || !fields.values) {
        problems.push(`${name}.filters is ${String(arg.type)}, not a list of an input with field, matchMode, value and values`);
      }
    } else if (arg.name === 'filter' || (isInputObjectType(input) && input.name.endsWith('Filter'))) {
      problems.push(`${name}.${arg.name}: a filter object; take filters: [ThingFilter!] or named arguments`);
    }
  }
  return problems;
}

const problemsOf = (schema: GraphQLSchema) =>
  fieldsOf(schema).flatMap(([name, field]) => [...pagingProblems(name, field), ...sortAndFilterProblems(name, field)]);

/** The graph with pieces of one file's SDL replaced (each replacement must apply). */
function alteredGraph(file: string, replacements: Array<[string | RegExp, string]>): GraphQLSchema {
  const sources = loadGraphSources().map((source) => {
    if (source.name !== file) return source;
    let sdl = source.sdl;
    for (const [from, to] of replacements) {
      const next = sdl.replace(from, to);
      expect(next, `${file} holds ${String(from)}`).not.toBe(sdl);
      sdl = next;
    }
    return { ...source, sdl };
  });
  return graphOf(sources);
}

const schema = graphOf(loadGraphSources());

describe('lists share one convention', () => {
  it('page with skip and take into …Page types with nodes, totalCount and pageInfo', () => {
    expect(fieldsOf(schema).flatMap(([name, field]) => pagingProblems(name, field))).toEqual([]);
    const paged = fieldsOf(schema).filter(([, field]) => field.args.some((a) => a.name === 'take'));
    expect(paged.length).toBeGreaterThanOrEqual(13);
  });

  it('give every …Page type the page fields, and PageInfo exactly its two flags', () => {
    const pages = Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && t.name.endsWith('Page'));
    expect(pages.length).toBeGreaterThanOrEqual(9);
    expect(pages.flatMap(pageTypeProblems)).toEqual([]);
    const pageInfo = schema.getType('PageInfo');
    expect(isObjectType(pageInfo) && Object.values(pageInfo.getFields()).map((f) => `${f.name}: ${String(f.type)}`)).toEqual([
      'hasNextPage: Boolean!',
      'hasPreviousPage: Boolean!',
    ]);
  });

  it('sort with lists of field + direction and filter with filters lists or named arguments', () => {
    expect(fieldsOf(schema).flatMap(([name, field]) => sortAndFilterProblems(name, field))).toEqual([]);
  });

  it('catch a list paged with page and pageSize', () => {
    const altered = alteredGraph('metrics.graphql', [
      [
        'skip: Int = 0\n    "Page size: 10, 20 or 50; any other is BAD_USER_INPUT."\n    take: Int = 10',
        'page: Int = 1\n    "Rows per page."\n    pageSize: Int = 10',
      ],
    ]);
    expect(problemsOf(altered)).toEqual([
      'Query.metricRows.page: page with skip and take',
      'Query.metricRows.pageSize: page with skip and take',
    ]);
  });

  it('catch a page without pageInfo, or with total for totalCount', () => {
    const withoutInfo = alteredGraph('dnc.graphql', [
      [/\n\s+"Whether requests follow or come before this page."\n\s+pageInfo: PageInfo!/, ''],
    ]);
    expect(problemsOf(withoutInfo)).toEqual([
      'Query.dncRequests: DncRequestPage.pageInfo is missing or not PageInfo!',
      'DncQueueUpdate.page: DncRequestPage.pageInfo is missing or not PageInfo!',
    ]);
    const renamed = alteredGraph('audit.graphql', [[/totalCount: Int!/, 'total: Int!']]);
    expect(problemsOf(renamed)).toEqual([
      'Query.auditEvents: AuditEventPage.totalCount is missing or not Int!',
      'Query.auditEvents: AuditEventPage.total: a page holds nodes and totalCount',
    ]);
  });

  it('catch a sort that is not a list, and a filter object', () => {
    const single = alteredGraph('members.graphql', [['sort: [MemberSort!]', 'sort: MemberSort']]);
    expect(problemsOf(single)).toEqual(['Query.members.sort is MemberSort, not a list of an input with field and direction']);
    const wrapped = alteredGraph('audit.graphql', [
      [
        '"One page of audit events, newest first."',
        '"Which events."\ninput AuditEventWhere {\n  "Who."\n  uid: ID\n}\n\n"One page of audit events, newest first."',
      ],
      ['  auditEvents(\n', '  auditEvents(\n    "Which events."\n    filter: AuditEventWhere\n'],
    ]);
    expect(problemsOf(wrapped)).toEqual(['Query.auditEvents.filter: a filter object; take filters: [ThingFilter!] or named arguments']);
  });
});
