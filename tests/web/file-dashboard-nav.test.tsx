// @vitest-environment jsdom
/**
 * The File Dashboard page's left list against real Apollo Client requests answered by msw: the
 * first dashboard source opens by default and its File History is asked for; the Uncategorized
 * badge spells the count up to 99 and reads '99+' above; the admin sections show only for a
 * viewer the gateway allows (and the count is not even asked for otherwise); the list is walked
 * with the arrow keys; the file search lists matches across sources.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import FileDashboardPage from '../../web/src/features/file-dashboard/file-dashboard-page.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi();

afterEach(() => window.history.replaceState(null, '', '/'));

const capability = (allowed: boolean) => ({ __typename: 'Capability', allowed, reason: allowed ? null : 'Not allowed' });
const source = (id: string, name: string) => ({ __typename: 'FileSource', id, name });

function file(id: string, name: string, sourceId: string, sourceName: string, category: string | null) {
  return {
    __typename: 'DataFile',
    id,
    name,
    receivedDate: '2026-03-01T10:00:00Z',
    source: source(sourceId, sourceName),
    category: category ? { __typename: 'FileCategory', id: '2', name: category, adhoc: false } : null,
    erroredBucket: null,
    downloadPath: `/files/data-files/${id}`,
  };
}

const FILES = [
  file('1', 'Humana_Eligibility_20260301.csv', '11', 'Humana', 'Eligibility'),
  file('2', 'Humana_Claims_20260301.txt', '11', 'Humana', null),
  file('3', 'Aetna_Eligibility_20260301.csv', '12', 'Aetna', null),
];

function serve({ admin, uncategorized }: { admin: boolean; uncategorized: number }) {
  const asked: Record<string, unknown>[] = [];
  const counted: number[] = [];
  server.use(
    ...viewerHandlers({ uid: admin ? 'datamanager' : 'staff', name: 'Pat', claims: admin ? ['dataMgmt'] : [], employeeId: '2' }),
    api.query('FileDashboard', () =>
      HttpResponse.json({
        data: {
          fileDashboardSources: [
            { ...source('11', 'Humana'), displayOnDashboard: true },
            { ...source('12', 'Aetna'), displayOnDashboard: true },
          ],
          viewer: {
            __typename: 'Viewer',
            can: {
              __typename: 'ViewerCapabilities',
              viewFileAdminSections: capability(admin),
              categorizeFiles: capability(false),
              createFileTypes: capability(false),
              editFileTypes: capability(false),
              editFileSources: capability(false),
              addFileSource: capability(admin),
              sendFiles: capability(admin),
              downloadFiles: capability(admin),
            },
          },
        },
      }),
    ),
    api.query('UncategorizedFileCount', () => {
      counted.push(uncategorized);
      return HttpResponse.json({ data: { uncategorizedFileCount: uncategorized } });
    }),
    api.query('Files', ({ variables }) => {
      asked.push(variables);
      const nodes = FILES.filter(
        (f) =>
          (!variables.sourceId || f.source.id === variables.sourceId) &&
          (!variables.search || f.name.toLowerCase().includes(String(variables.search).toLowerCase())) &&
          (!variables.uncategorized || f.category === null),
      );
      return HttpResponse.json({ data: { files: { __typename: 'DataFilePage', totalCount: nodes.length, nodes } } });
    }),
  );
  return { asked, counted };
}

const sections = () => screen.getByRole('navigation', { name: 'File dashboard sections' });
const table = (name: string) => screen.findByRole('table', { name });

describe('File Dashboard left list', () => {
  it("opens the first dashboard source's File History, with '99+' on the Uncategorized badge above 99", async () => {
    const { asked } = serve({ admin: true, uncategorized: 150 });
    const user = userEvent.setup();
    await renderSignedInPage(<FileDashboardPage pageName="Files" />, 'datamanager');

    const history = await table('File history of Humana');
    await within(history).findByText('Humana_Eligibility_20260301.csv');
    expect(asked[0]).toMatchObject({ sourceId: '11', sort: [{ field: 'RECEIVED_DATE', direction: 'DESC' }], skip: 0, take: 20 });
    expect(within(history).getByText('Uncategorized')).toBeTruthy();
    expect(within(sections()).getByRole('button', { name: 'Humana' }).getAttribute('aria-current')).toBe('true');

    const badge = await screen.findByTestId('uncategorized-badge');
    expect(badge.textContent).toBe('99+');
    for (const label of ['Errored', 'Category Configs', 'Type Configs', 'Sources']) {
      expect(within(sections()).getByRole('button', { name: label })).toBeTruthy();
    }

    // The arrow keys walk the list; Enter opens the focused section.
    within(sections()).getByRole('button', { name: 'Humana' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Aetna');
    await user.keyboard('{ArrowDown}{Enter}');
    const list = await table('Uncategorized files');
    await within(list).findByText('Aetna_Eligibility_20260301.csv');
    expect(asked.at(-1)).toMatchObject({ uncategorized: true });
    expect(window.location.search).toBe('?section=uncategorized');
  });

  it('spells out a count of 99 or fewer', async () => {
    serve({ admin: true, uncategorized: 99 });
    await renderSignedInPage(<FileDashboardPage pageName="Files" />, 'datamanager');
    await waitFor(() => expect(screen.getByTestId('uncategorized-badge').textContent).toBe('99'));
  });

  it('shows no admin sections (and asks no count) for a viewer without the right', async () => {
    const { counted } = serve({ admin: false, uncategorized: 150 });
    await renderSignedInPage(<FileDashboardPage pageName="Files" />, 'staff');
    await table('File history of Humana');
    for (const label of ['Uncategorized', 'Errored', 'Category Configs', 'Type Configs', 'Sources']) {
      expect(within(sections()).queryByRole('button', { name: new RegExp(`^${label}`) })).toBeNull();
    }
    expect(screen.queryByTestId('uncategorized-badge')).toBeNull();
    expect(counted).toHaveLength(0);
    // No Download without the right.
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('searches files across sources from the box at the top', async () => {
    const { asked } = serve({ admin: false, uncategorized: 0 });
    const user = userEvent.setup();
    await renderSignedInPage(<FileDashboardPage pageName="Files" />, 'staff');
    await table('File history of Humana');
    await user.type(screen.getByRole('searchbox', { name: 'File name' }), 'eligibility{Enter}');
    const results = await table('Files matching eligibility');
    await within(results).findByText('Aetna_Eligibility_20260301.csv');
    expect(within(results).getByText('Humana_Eligibility_20260301.csv')).toBeTruthy();
    expect(within(results).queryByText('Humana_Claims_20260301.txt')).toBeNull();
    expect(asked.at(-1)).toMatchObject({ search: 'eligibility' });
    expect(new URLSearchParams(window.location.search).get('q')).toBe('eligibility');
  });
});
