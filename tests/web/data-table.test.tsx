// @vitest-environment jsdom
/**
 * The shared server-driven table: the pure state → arguments mapping, and the members results
 * table sending the gateway the right variables (through real Apollo Client requests answered
 * by msw) as a user sorts, filters and pages.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HttpResponse } from 'msw';
import { initialTableState, tableStateToArgs, withFilter, withSorting } from '../../web/src/shared/ui/data-table/table-state.ts';
import { MembersResults } from '../../web/src/features/members/members-results.tsx';
import { PaginationBar } from '../../web/src/shared/ui/data-table/pagination-bar.tsx';
import { countedLabel } from '../../web/src/shared/ui/counted-tabs.tsx';
import type { MemberFilter } from '../../web/src/generated/graphql.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

installDomShims();

describe('tableStateToArgs', () => {
  const columns = [{ id: 'name', field: 'FULL_NAME' }, { id: 'dob', field: 'DATE_OF_BIRTH' }, { id: 'market' }] as const;

  it('maps filters in column order, sort and page to the gateway arguments', () => {
    let state = initialTableState(20);
    state = withFilter(state, 'dob', { matchMode: 'DATE_BEFORE', value: '1950-01-01' });
    state = withFilter(state, 'name', { matchMode: 'STARTS_WITH', value: '  Ann ' });
    state = withSorting(state, [{ id: 'dob', desc: true }]);
    state = { ...state, pageIndex: 3 };
    expect(tableStateToArgs(state, columns)).toEqual({
      filters: [
        { field: 'FULL_NAME', matchMode: 'STARTS_WITH', value: 'Ann' },
        { field: 'DATE_OF_BIRTH', matchMode: 'DATE_BEFORE', value: '1950-01-01' },
      ],
      sort: [{ field: 'DATE_OF_BIRTH', direction: 'DESC' }],
      skip: 60,
      take: 20,
    });
  });

  it('drops blank filter boxes and columns without a gateway field; defaults to 10 rows', () => {
    let state = initialTableState();
    state = withFilter(state, 'name', { matchMode: 'CONTAINS', value: '   ' });
    state = withFilter(state, 'market', { matchMode: 'CONTAINS', value: 'Houston' });
    state = withSorting(state, [{ id: 'market', desc: false }]);
    expect(tableStateToArgs(state, columns)).toEqual({ filters: [], sort: [], skip: 0, take: 10 });
  });

  it('goes back to the first page when a filter or the sort changes', () => {
    const onPage4 = { ...initialTableState(), pageIndex: 4 };
    expect(withFilter(onPage4, 'name', { matchMode: 'CONTAINS', value: 'x' }).pageIndex).toBe(0);
    expect(withSorting(onPage4, [{ id: 'name', desc: false }]).pageIndex).toBe(0);
  });
});

const server = mockGatewayApi();

interface MembersVariables {
  filters: MemberFilter[];
  sort: Array<{ field: string; direction: string }>;
  skip: number;
  take: number;
}

function member(n: number) {
  return {
    __typename: 'Member',
    id: String(1000 + n),
    aaneelId: `A${900000000 + n}`,
    fullName: `Member ${n} Shaw`,
    dateOfBirth: '1950-04-01',
    memberId: `H${100000000 + n}`,
    homePhone: null,
    workPhone: '7135550000',
    mobilePhone: null,
    email: null,
    eligible: n % 2 === 0,
    market: { __typename: 'Market', id: '920001625', name: 'Houston' },
  };
}

/**
 * Answers MembersSearch with `total` members, paged by the request's skip/take, and whether the
 * viewer may export them; records the variables.
 */
function serveMembers(total: number, canExport = true): MembersVariables[] {
  const requests: MembersVariables[] = [];
  server.use(
    api.query('MembersSearch', ({ variables }) => {
      const v = variables as unknown as MembersVariables;
      requests.push(v);
      const nodes = Array.from({ length: Math.max(0, Math.min(v.take, total - v.skip)) }, (_, i) => member(v.skip + i));
      const viewerCan = { __typename: 'MemberListCapabilities', export: canExport };
      return HttpResponse.json({ data: { members: { __typename: 'MemberPage', totalCount: total, viewerCan, nodes } } });
    }),
  );
  return requests;
}

const SEARCH: MemberFilter[] = [{ field: 'NAME_OR_AANEEL_ID', matchMode: 'CONTAINS', value: 'Shaw' }];

function renderResults(onSingleResult = vi.fn()) {
  const client = createTestApolloClient();
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <Router hook={memoryLocation().hook}>
          <MembersResults searchFilters={SEARCH} getAccessToken={() => Promise.resolve('token')} onSingleResult={onSingleResult} />
        </Router>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { onSingleResult };
}

const last = (requests: MembersVariables[]) => requests[requests.length - 1];

describe('members results table', () => {
  it('sends the search plus the sort, filter and page the user picks', async () => {
    const user = userEvent.setup();
    const requests = serveMembers(25);
    renderResults();

    await screen.findByText('Member 0 Shaw');
    expect(last(requests)).toEqual({ filters: SEARCH, sort: [], skip: 0, take: 10 });
    expect(screen.getByText('Showing 1–10 of 25')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(last(requests).sort).toEqual([{ field: 'FULL_NAME', direction: 'ASC' }]));
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(last(requests).sort).toEqual([{ field: 'FULL_NAME', direction: 'DESC' }]));
    expect(screen.getByRole('button', { name: 'Sort by Name' }).closest('th')!.getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last(requests)).toMatchObject({ skip: 10, take: 10 }));
    await screen.findByText('Member 10 Shaw');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Member Id match mode' }), 'STARTS_WITH');
    await user.type(screen.getByRole('textbox', { name: 'Filter Member Id' }), 'H1000{Enter}');
    await waitFor(() =>
      expect(last(requests)).toEqual({
        filters: [...SEARCH, { field: 'MEMBER_ID', matchMode: 'STARTS_WITH', value: 'H1000' }],
        sort: [{ field: 'FULL_NAME', direction: 'DESC' }],
        // A new filter starts again from the first page.
        skip: 0,
        take: 10,
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(last(requests)).toMatchObject({ skip: 0, take: 50 }));
    await waitFor(() => expect(screen.getByText('Showing 1–25 of 25')).toBeTruthy());
    expect(within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row')).toHaveLength(2 + 25);
  });

  it('matches phone numbers against any phone with CONTAINS only', async () => {
    const user = userEvent.setup();
    const requests = serveMembers(3);
    renderResults();
    await screen.findByText('Member 0 Shaw');
    expect(screen.queryByRole('combobox', { name: 'Phone match mode' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sort by Phone' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Filter Phone' }), '713{Enter}');
    await waitFor(() => expect(last(requests).filters).toEqual([...SEARCH, { field: 'PHONE', matchMode: 'CONTAINS', value: '713' }]));
  });

  it("shows 'No data found.' when nothing matches and offers no export", async () => {
    serveMembers(0);
    renderResults();
    await screen.findByText('No data found.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(true);
  });

  it('offers no export to a user the gateway does not allow it', async () => {
    serveMembers(5, false);
    renderResults();
    await screen.findByText('Member 0 Shaw');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('reports a single result once, so the page can open that member', async () => {
    serveMembers(1);
    const { onSingleResult } = renderResults();
    await screen.findByText('Member 0 Shaw');
    await waitFor(() => expect(onSingleResult).toHaveBeenCalledWith('1000'));
    expect(onSingleResult).toHaveBeenCalledTimes(1);
  });
});

describe('counts on the table bar and the dashboard tabs', () => {
  it('shows four-digit counts with their thousands separator', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <PaginationBar
          pageIndex={0}
          pageSize={10}
          totalCount={1347}
          pageSizeOptions={[10, 25]}
          onPageChange={() => undefined}
          onPageSizeChange={() => undefined}
        />
      </ChakraProvider>,
    );
    expect(screen.getByText('Showing 1–10 of 1,347')).toBeTruthy();
    expect(screen.getByText('Page 1 of 135')).toBeTruthy();
    expect(countedLabel('OM Approval', 1204)).toBe('OM Approval (1,204)');
  });
});
