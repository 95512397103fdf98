// @vitest-environment jsdom
/**
 * The File Details modal against real Apollo Client requests answered by msw: the file's facts
 * ('Uncategorized' without a category, the storage location and type pattern), the admin buttons
 * only as the file's capabilities allow, 'Send To' asking 'Send File to {destination}?' before
 * anything is sent, the job history growing from the mutation's answer (no refetch), and the
 * product's toasts for a send that worked and one that failed.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { FileDetailsDialog } from '../../web/src/features/file-dashboard/file-details-dialog.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

const capability = (allowed: boolean) => ({ __typename: 'Capability', allowed, reason: allowed ? null : 'Needs admin and dataMgmt' });
const source = (id: string, name: string) => ({ __typename: 'FileSource', id, name });
const job = (id: string, action: string, destination: ReturnType<typeof source> | null, timestamp: string) => ({
  __typename: 'FileJob',
  id,
  action,
  destination,
  timestamp,
  status: 'Completed',
});

function detail(admin: boolean, jobs: ReturnType<typeof job>[]) {
  return {
    __typename: 'DataFile',
    id: '501',
    name: 'HUM_ROSTER_20260301.csv',
    receivedDate: '2026-03-01T10:00:00Z',
    source: source('1', 'Humana'),
    category: null,
    erroredBucket: null,
    downloadPath: '/files/data-files/501',
    storageLocation: 'sources/humana/HUM_ROSTER_20260301.csv',
    size: 512,
    type: null,
    jobs,
    sendDestinations: [source('8', 'Data Warehouse'), source('9', 'EHR Import')],
    viewerCan: {
      __typename: 'DataFileCapabilities',
      addCategory: capability(admin),
      addFileType: capability(false),
      send: capability(true),
      download: capability(true),
    },
  };
}

const RECEIVED = job('1', 'Received', null, '2026-03-01T10:00:00Z');

function serve({ admin, sendFails }: { admin: boolean; sendFails?: boolean }) {
  const sends: Record<string, unknown>[] = [];
  let detailsAsked = 0;
  server.use(
    ...viewerHandlers({ uid: 'datamanager', name: 'Dana Data', claims: ['dataMgmt'], employeeId: '2' }),
    api.query('FileDetails', () => {
      detailsAsked += 1;
      return HttpResponse.json({ data: { file: detail(admin, [RECEIVED]) } });
    }),
    api.mutation('SendFileToSource', ({ variables }) => {
      sends.push(variables);
      if (sendFails) return HttpResponse.json({ errors: [{ message: 'Upstream failed', extensions: { code: 'UPSTREAM_ERROR' } }] });
      const sent = job('2', 'Send', source('9', 'EHR Import'), '2026-03-02T09:00:00Z');
      return HttpResponse.json({
        data: {
          sendFileToSource: {
            __typename: 'SendFileResult',
            file: detail(admin, [sent, RECEIVED]),
            delivered: {
              __typename: 'DataFile',
              id: '900',
              name: 'HUM_ROSTER_20260301.csv',
              receivedDate: '2026-03-02T09:00:00Z',
              source: source('9', 'EHR Import'),
              category: null,
              erroredBucket: null,
              downloadPath: '/files/data-files/900',
            },
            job: sent,
          },
        },
      });
    }),
  );
  return { sends, detailsAsked: () => detailsAsked };
}

const noop = () => undefined;

describe('File Details', () => {
  it("shows the file's facts and sends it after the confirmation, the job history following the answer", async () => {
    const { sends, detailsAsked } = serve({ admin: false });
    const user = userEvent.setup();
    await renderSignedInPage(<FileDetailsDialog fileId="501" onClose={noop} onAddCategory={noop} onAddFileType={noop} />, 'datamanager');
    const dialog = await screen.findByRole('dialog', { name: 'File Details' });
    await within(dialog).findByText('sources/humana/HUM_ROSTER_20260301.csv');
    expect(within(dialog).getByText('Uncategorized')).toBeTruthy();
    expect(within(dialog).getByText('Humana')).toBeTruthy();
    // Without admin the file offers no category.
    expect(within(dialog).queryByRole('button', { name: 'Add Category' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeTruthy();
    const jobs = within(dialog).getByRole('table', { name: 'Job history of HUM_ROSTER_20260301.csv' });
    expect(within(jobs).getAllByRole('row')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: /Send To/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'EHR Import' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send File to EHR Import?' });
    // Nothing is sent before the answer.
    expect(sends).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await screen.findByText('File Successfully Sent');
    expect(sends).toEqual([{ fileId: '501', destinationId: '9' }]);
    await waitFor(() => expect(within(jobs).getAllByRole('row')).toHaveLength(3));
    expect(within(jobs).getByText('Send → EHR Import')).toBeTruthy();
    expect(detailsAsked()).toBe(1);
  });

  /** Opens the details of the admin's view of the file; answers a helper that picks a destination from Send To. */
  async function openAsAdmin(onAddCategory: (id: string) => void = noop) {
    const user = userEvent.setup();
    await renderSignedInPage(
      <FileDetailsDialog fileId="501" onClose={noop} onAddCategory={(f) => onAddCategory(f.id)} onAddFileType={noop} />,
      'datamanager',
    );
    const dialog = await screen.findByRole('dialog', { name: 'File Details' });
    await within(dialog).findByRole('table', { name: 'Job history of HUM_ROSTER_20260301.csv' });
    // With the keyboard: Enter opens the menu on its first destination, the arrows move, Enter picks.
    const choose = async (destination: string) => {
      within(dialog)
        .getByRole('button', { name: /Send To/ })
        .focus();
      await user.keyboard('{Enter}');
      const items = await screen.findAllByRole('menuitem');
      const index = items.findIndex((item) => item.textContent === destination);
      await user.keyboard('{ArrowDown}'.repeat(index) + '{Enter}');
      return screen.findByRole('alertdialog', { name: `Send File to ${destination}?` });
    };
    return { user, dialog, choose };
  }

  it('sends nothing when the confirmation is cancelled, and lets an admin categorise from here', async () => {
    const { sends } = serve({ admin: true });
    let categorising: string | null = null;
    const { user, dialog, choose } = await openAsAdmin((id) => (categorising = id));
    await user.click(within(await choose('EHR Import')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sends).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(categorising).toBe('501');
  });

  it('says so when a send fails', async () => {
    const { sends } = serve({ admin: true, sendFails: true });
    const { user, choose } = await openAsAdmin();
    await user.click(within(await choose('EHR Import')).getByRole('button', { name: 'Send' }));
    await screen.findByText('Failed To Send File');
    expect(screen.getByText('File could not be sent due to server issue.')).toBeTruthy();
    expect(sends).toEqual([{ fileId: '501', destinationId: '9' }]);
  });
});
