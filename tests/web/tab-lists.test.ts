/**
 * moveBetweenTabLists against a real InMemoryCache: a decided record leaves every cached page of
 * the tabs that no longer list it, joins the first unfiltered page of its new tab (respecting the
 * page size), leaves filtered and later pages of the new tab alone, and the totals follow.
 * insertIntoTabList: a record created elsewhere (the member page) joins only the first unfiltered
 * page of its tab, and nothing happens when its list was never cached.
 */
import { describe, expect, it } from 'vitest';
import { gql, InMemoryCache } from '@apollo/client';
import { insertIntoTabList, moveBetweenTabLists, storedArgs } from '../../web/src/shared/lib/tab-lists.ts';

const LIST = gql`
  query List($tab: String!, $filters: [String!], $skip: Int, $take: Int) {
    items(tab: $tab, filters: $filters, skip: $skip, take: $take) {
      totalCount
      nodes {
        id
        status
      }
    }
  }
`;

const item = (id: string, status: string) => ({ __typename: 'Item', id, status });
const page = (nodes: ReturnType<typeof item>[], totalCount = nodes.length) => ({ items: { __typename: 'ItemPage', totalCount, nodes } });
interface Vars {
  tab: string;
  filters?: string[];
  skip?: number;
  take?: number;
}

function seed(entries: Array<[Vars, ReturnType<typeof page>]>) {
  const cache = new InMemoryCache();
  for (const [variables, data] of entries) cache.writeQuery({ query: LIST, variables, data });
  const read = (variables: Vars) => {
    const data = cache.readQuery<ReturnType<typeof page>>({ query: LIST, variables });
    return data && { ids: data.items.nodes.map((n) => n.id), total: data.items.totalCount };
  };
  return { cache, read };
}

/** The mutation's answer written over the record, then the move. */
function decide(cache: InMemoryCache, id: string, status: string, tab: string | null) {
  cache.writeFragment({
    id: cache.identify({ __typename: 'Item', id }),
    fragment: gql`
      fragment S on Item {
        id
        status
      }
    `,
    data: item(id, status),
  });
  moveBetweenTabLists(cache, { fieldName: 'items', record: { __typename: 'Item', id }, tab });
}

describe('moveBetweenTabLists', () => {
  it('removes the record from its old tab and adds it to the first unfiltered page of the new tab', () => {
    const { cache, read } = seed([
      [{ tab: 'OM', skip: 0, take: 2 }, page([item('1', 'om'), item('2', 'om')], 5)],
      [{ tab: 'OM', skip: 2, take: 2 }, page([item('3', 'om'), item('4', 'om')], 5)],
      [{ tab: 'MAIL', skip: 0, take: 2 }, page([item('9', 'mail')], 1)],
    ]);
    decide(cache, '2', 'mail', 'MAIL');
    expect(read({ tab: 'OM', skip: 0, take: 2 })).toEqual({ ids: ['1'], total: 4 });
    expect(read({ tab: 'OM', skip: 2, take: 2 })).toEqual({ ids: ['3', '4'], total: 5 });
    expect(read({ tab: 'MAIL', skip: 0, take: 2 })).toEqual({ ids: ['2', '9'], total: 2 });
    // The moved node is the normalized record: its new fields show in the new tab.
    const mail = cache.readQuery<ReturnType<typeof page>>({ query: LIST, variables: { tab: 'MAIL', skip: 0, take: 2 } });
    expect(mail?.items.nodes[0]?.status).toBe('mail');
  });

  it('keeps a full first page at its page size, and leaves filtered and later pages of the new tab alone', () => {
    const { cache, read } = seed([
      [{ tab: 'OM', skip: 0, take: 2 }, page([item('1', 'om')], 1)],
      [{ tab: 'MAIL', skip: 0, take: 2 }, page([item('8', 'mail'), item('9', 'mail')], 3)],
      [{ tab: 'MAIL', skip: 2, take: 2 }, page([item('7', 'mail')], 3)],
      [{ tab: 'MAIL', filters: ['name'], skip: 0, take: 2 }, page([item('8', 'mail')], 1)],
    ]);
    decide(cache, '1', 'mail', 'MAIL');
    expect(read({ tab: 'OM', skip: 0, take: 2 })).toEqual({ ids: [], total: 0 });
    expect(read({ tab: 'MAIL', skip: 0, take: 2 })).toEqual({ ids: ['1', '8'], total: 4 });
    expect(read({ tab: 'MAIL', skip: 2, take: 2 })).toEqual({ ids: ['7'], total: 3 });
    expect(read({ tab: 'MAIL', filters: ['name'], skip: 0, take: 2 })).toEqual({ ids: ['8'], total: 1 });
  });

  it('removes a record that left every tab, and changes nothing when it stays in its tab', () => {
    const { cache, read } = seed([
      [{ tab: 'OM', skip: 0, take: 20 }, page([item('1', 'om'), item('2', 'om')])],
      [{ tab: 'MAIL', skip: 0, take: 20 }, page([item('3', 'mail')])],
    ]);
    decide(cache, '2', 'om', 'OM');
    expect(read({ tab: 'OM', skip: 0, take: 20 })).toEqual({ ids: ['1', '2'], total: 2 });
    decide(cache, '1', 'cancelled', null);
    expect(read({ tab: 'OM', skip: 0, take: 20 })).toEqual({ ids: ['2'], total: 1 });
    expect(read({ tab: 'MAIL', skip: 0, take: 20 })).toEqual({ ids: ['3'], total: 1 });
  });

  it('reads the arguments a page was stored under', () => {
    expect(storedArgs('items({"filters":[],"skip":0,"tab":"OM","take":20})', 'items')).toEqual({
      filters: [],
      skip: 0,
      tab: 'OM',
      take: 20,
    });
    expect(storedArgs('items', 'items')).toEqual({});
    expect(storedArgs('items:{broken', 'items')).toEqual({});
  });
});

describe('insertIntoTabList', () => {
  /** The new record as a mutation's answer writes it: in the cache, in no list yet. */
  function create(cache: InMemoryCache, id: string, status: string, tab: string | null) {
    cache.writeFragment({
      id: cache.identify({ __typename: 'Item', id }),
      fragment: gql`
        fragment S on Item {
          id
          status
        }
      `,
      data: item(id, status),
    });
    insertIntoTabList(cache, { fieldName: 'items', record: { __typename: 'Item', id }, tab });
  }

  it('adds a new record to the first unfiltered page of its tab only, one more in the total', () => {
    const { cache, read } = seed([
      [{ tab: 'APP', skip: 0, take: 2 }, page([item('1', 'app')], 1)],
      [{ tab: 'APP', filters: ['name'], skip: 0, take: 2 }, page([item('1', 'app')], 1)],
      [{ tab: 'OM', skip: 0, take: 2 }, page([item('5', 'om'), item('6', 'om')], 7)],
    ]);
    create(cache, '10', 'app', 'APP');
    expect(read({ tab: 'APP', skip: 0, take: 2 })).toEqual({ ids: ['10', '1'], total: 2 });
    expect(read({ tab: 'APP', filters: ['name'], skip: 0, take: 2 })).toEqual({ ids: ['1'], total: 1 });
    expect(read({ tab: 'OM', skip: 0, take: 2 })).toEqual({ ids: ['5', '6'], total: 7 });
    create(cache, '11', 'om', 'OM');
    expect(read({ tab: 'OM', skip: 0, take: 2 })).toEqual({ ids: ['11', '5'], total: 8 });
  });

  it('changes nothing when the list was never cached, or when no tab lists the record', () => {
    const { cache, read } = seed([[{ tab: 'APP', skip: 0, take: 20 }, page([item('1', 'app')])]]);
    create(cache, '12', 'done', null);
    expect(read({ tab: 'APP', skip: 0, take: 20 })).toEqual({ ids: ['1'], total: 1 });
    const empty = new InMemoryCache();
    create(empty, '13', 'app', 'APP');
    expect(empty.extract().ROOT_QUERY?.items).toBeUndefined();
  });
});
