// @vitest-environment jsdom
/**
 * The members page's search rules and the table's CSV download: advanced search
 * filters (at least one field, DOB as the same calendar day with date-equals, phone across home/work/
 * mobile), the dialog's message and lock, and the export fetched with the bearer token.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { http, HttpResponse } from 'msw';
import {
  advancedSearchFilters,
  AT_LEAST_ONE_FIELD,
  EMPTY_ADVANCED_SEARCH,
  INVALID_DATE,
  quickSearchFilters,
  type AdvancedSearchValues,
} from '../../web/src/features/members/member-search.ts';
import { AdvancedSearchDialog } from '../../web/src/features/members/advanced-search-dialog.tsx';
import { fetchFile, fileNameFromDisposition } from '../../web/src/shared/lib/download.ts';
import { exportUrl } from '../../web/src/shared/ui/data-table/csv-export-button.tsx';
import type { MemberFilter } from '../../web/src/generated/graphql.ts';
import { installDomShims } from './support/dom-shims.ts';
import { mockHttp } from '../support/msw.ts';

installDomShims();

const search = (values: Partial<AdvancedSearchValues>) => advancedSearchFilters({ ...EMPTY_ADVANCED_SEARCH, ...values });

describe('member search filters', () => {
  it('needs at least one advanced field', () => {
    expect(search({})).toEqual({ ok: false, message: AT_LEAST_ONE_FIELD });
    expect(search({ phone: ' (  ) - ', email: '  ' })).toEqual({ ok: false, message: AT_LEAST_ONE_FIELD });
  });

  it('matches the date of birth as the same calendar day, date-equals', () => {
    expect(search({ dateOfBirth: '1950-04-01' })).toEqual({
      ok: true,
      filters: [{ field: 'DATE_OF_BIRTH', matchMode: 'DATE_IS', value: '1950-04-01' }],
    });
    expect(search({ dateOfBirth: '1950-02-30' })).toEqual({ ok: false, message: INVALID_DATE });
  });

  it('matches phone (digits only, any of home/work/mobile), email and member id by contains', () => {
    expect(search({ phone: '(713) 555-0101', email: ' ann@example.com ', memberId: 'H123' })).toEqual({
      ok: true,
      filters: [
        { field: 'PHONE', matchMode: 'CONTAINS', value: '7135550101' },
        { field: 'EMAIL', matchMode: 'CONTAINS', value: 'ann@example.com' },
        { field: 'MEMBER_ID', matchMode: 'CONTAINS', value: 'H123' },
      ],
    });
  });

  it('matches the search box against name or Aaneel id', () => {
    expect(quickSearchFilters('  Shaw ')).toEqual([{ field: 'NAME_OR_AANEEL_ID', matchMode: 'CONTAINS', value: 'Shaw' }]);
    expect(quickSearchFilters('   ')).toEqual([]);
  });
});

describe('advanced search dialog', () => {
  afterEach(cleanup);

  function Harness({ searches }: { searches: MemberFilter[][] }) {
    const [values, setValues] = useState(EMPTY_ADVANCED_SEARCH);
    const [locked, setLocked] = useState(false);
    return (
      <ChakraProvider value={defaultSystem}>
        <AdvancedSearchDialog
          open
          values={values}
          locked={locked}
          onValuesChange={setValues}
          onSearch={(filters) => {
            searches.push(filters);
            setLocked(true);
          }}
          onNewSearch={() => {
            setValues(EMPTY_ADVANCED_SEARCH);
            setLocked(false);
          }}
          onClose={() => undefined}
        />
      </ChakraProvider>
    );
  }

  it('explains the missing field, then searches, locks until New search', async () => {
    const user = userEvent.setup();
    const searches: MemberFilter[][] = [];
    render(<Harness searches={searches} />);

    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain(AT_LEAST_ONE_FIELD);
    expect(searches).toHaveLength(0);

    await user.type(screen.getByLabelText('Date of Birth'), '1950-04-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches).toEqual([[{ field: 'DATE_OF_BIRTH', matchMode: 'DATE_IS', value: '1950-04-01' }]]);
    expect(screen.queryByRole('alert')).toBeNull();

    const phone = screen.getByLabelText<HTMLInputElement>('Phone');
    expect(phone.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New search' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Phone').readOnly).toBe(false));
    expect(screen.getByLabelText<HTMLInputElement>('Date of Birth').value).toBe('');
  });
});

describe('CSV download', () => {
  const server = mockHttp();

  it('reads the file name from Content-Disposition (RFC 5987 first, never a path)', () => {
    expect(fileNameFromDisposition(`attachment; filename="members.csv"; filename*=UTF-8''members%202026-11-22.csv`)).toBe(
      'members 2026-11-22.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="a\\"b.csv"')).toBe('a"b.csv');
    expect(fileNameFromDisposition('attachment; filename=../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('fetches the export with the bearer token and the table state in the query', async () => {
    let seen: { auth: string | null; filters: string | null; sort: string | null } | null = null;
    server.use(
      http.get('http://luminate.test/files/exports/members.csv', ({ request }) => {
        const url = new URL(request.url);
        seen = { auth: request.headers.get('authorization'), filters: url.searchParams.get('filters'), sort: url.searchParams.get('sort') };
        return new HttpResponse('\uFEFFId,Name\r\n1,Ann\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="members-2026-11-22.csv"' },
        });
      }),
    );
    const filters = [{ field: 'PHONE', matchMode: 'CONTAINS', value: '713' }];
    const sort = [{ field: 'FULL_NAME', direction: 'ASC' }];
    const file = await fetchFile(`http://luminate.test${exportUrl('/files/exports/members.csv', { filters, sort })}`, {
      accessToken: 'tok-1',
      fallbackName: 'members.csv',
    });
    expect(seen).toEqual({ auth: 'Bearer tok-1', filters: JSON.stringify(filters), sort: JSON.stringify(sort) });
    expect(file.fileName).toBe('members-2026-11-22.csv');
    expect(await file.blob.text()).toContain('Id,Name');
  });

  it("throws the server's message for a refused export", async () => {
    server.use(
      http.get('http://luminate.test/files/exports/members.csv', () =>
        HttpResponse.json({ message: 'Unsupported match mode' }, { status: 400 }),
      ),
    );
    await expect(
      fetchFile('http://luminate.test/files/exports/members.csv', { accessToken: 't', fallbackName: 'x.csv' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Unsupported match mode',
    });
  });
});
