// @vitest-environment jsdom
/**
 * The File Dashboard's categorise and create-file-type dialogs against real Apollo Client requests
 * answered by msw: the regex input's live feedback says, as the user types, whether the pattern
 * matches the file's name, in the product's exact words; the adhoc category needs no pattern; a
 * file type's pattern must end with the file's extension and name a destination; and what is sent
 * is what the user chose.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CategorizeFileDialog } from '../../web/src/features/file-dashboard/categorize-file-dialog.tsx';
import { CreateFileTypeDialog } from '../../web/src/features/file-dashboard/create-file-type-dialog.tsx';
import type { FileRowFragment } from '../../web/src/generated/graphql.ts';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

const MATCHES = 'Regex matches filename.';
const CATEGORY_MISMATCH = 'Regex does not match on filename or regex is not longer than 5 characters.';
const ADHOC = 'Adhoc files do not need a regex pattern.';
const TYPE_MISMATCH = 'Regex does not match on filename or length not long enough';

const source = (id: string, name: string) => ({ __typename: 'FileSource', id, name });
const category = (id: string, name: string) => ({ __typename: 'FileCategory', id, name, adhoc: id === '1', description: null });

const UNCATEGORIZED: FileRowFragment = {
  id: '501',
  name: 'Humana_Eligibility_20260301.csv',
  receivedDate: '2026-03-01T10:00:00Z',
  source: { id: '11', name: 'Humana' },
  category: null,
  erroredBucket: null,
  downloadPath: '/files/data-files/501',
};
const CATEGORISED: FileRowFragment = {
  ...UNCATEGORIZED,
  id: '502',
  category: { id: '2', name: 'Eligibility', adhoc: false },
};

function serve() {
  const sent: Record<string, unknown>[] = [];
  const reach: Record<string, unknown>[] = [];
  server.use(
    ...viewerHandlers({ uid: 'superadmin', name: 'Sam Super', claims: ['admin', 'dataMgmt'], employeeId: '1' }),
    api.query('FileChoices', () =>
      HttpResponse.json({
        data: {
          fileSources: [source('11', 'Humana'), source('12', 'Outbound SFTP'), source('13', 'Data Warehouse')],
          fileCategories: [category('1', 'Adhoc'), category('2', 'Eligibility'), category('3', 'Claims')],
        },
      }),
    ),
    api.query('FilesMatchingPattern', ({ variables }) => {
      reach.push(variables);
      return HttpResponse.json({
        data: {
          filesMatchingPattern: {
            __typename: 'DataFilePage',
            totalCount: 7,
            nodes: [{ __typename: 'DataFile', id: '501', name: UNCATEGORIZED.name }],
          },
        },
      });
    }),
    api.mutation('CategorizeFile', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          categorizeFile: {
            __typename: 'CategorizeFileResult',
            files: [],
            pattern: null,
            uncategorizedFileCount: 120,
          },
        },
      });
    }),
    api.mutation('CreateFileType', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          createFileType: {
            __typename: 'CreateFileTypeResult',
            type: {
              __typename: 'FileType',
              id: '77',
              regex: (variables.input as { regex: string }).regex,
              source: source('11', 'Humana'),
              category: { __typename: 'FileCategory', id: '2', name: 'Eligibility', adhoc: false },
              destinations: [source('12', 'Outbound SFTP')],
              viewerCan: { __typename: 'FileConfigCapabilities', edit: { __typename: 'Capability', allowed: true, reason: null } },
            },
            files: [],
          },
        },
      });
    }),
  );
  return Object.assign(sent, { reach });
}

const feedback = () => screen.getByTestId('regex-feedback');

describe('File Dashboard regex dialogs', () => {
  it('tells as the user types whether a category regex matches the file name, and that adhoc needs none', async () => {
    const sent = serve();
    const user = userEvent.setup();
    let closed = false;
    await renderSignedInPage(<CategorizeFileDialog file={UNCATEGORIZED} onClose={() => (closed = true)} />, 'superadmin');
    const regex = await screen.findByRole('textbox', { name: 'Regex' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '2');

    // Too short, although it matches.
    await user.type(regex, 'huma');
    expect(feedback().textContent).toContain(CATEGORY_MISMATCH);
    expect(feedback().getAttribute('data-ok')).toBe('false');
    // Five characters that match, case-insensitively.
    await user.type(regex, 'na_elig');
    expect(feedback().textContent).toContain(MATCHES);
    expect(feedback().getAttribute('data-ok')).toBe('true');
    // A pattern that does not match the name.
    await user.clear(regex);
    await user.type(regex, '^Aetna_.*\\.csv$');
    expect(feedback().textContent).toContain(CATEGORY_MISMATCH);
    // Submitting a mismatch sends nothing.
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(sent).toHaveLength(0);

    // The adhoc category: no regex, the input disabled, the message says why.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '1');
    expect(feedback().textContent).toContain(ADHOC);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Regex' }).disabled).toBe(true);

    // A matching pattern with a real category is what is sent.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '2');
    await user.clear(regex);
    await user.type(regex, '^humana_eligibility_\\d{{8}\\.csv$');
    expect(feedback().textContent).toContain(MATCHES);
    // How far the pattern reaches in the file's source, as the server counts it.
    const reach = await screen.findByTestId('pattern-reach');
    expect(reach.textContent).toContain('The pattern matches 7 files of Humana');
    expect(reach.textContent).toContain(`${UNCATEGORIZED.name} and 6 more`);
    await waitFor(() => expect(sent.reach.at(-1)).toEqual({ pattern: '^humana_eligibility_\\d{8}\\.csv$', sourceId: '11', take: 5 }));
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ fileId: '501', categoryId: '2', regex: '^humana_eligibility_\\d{8}\\.csv$', userToInform: null });
    await screen.findByText('Success!');
    await waitFor(() => expect(closed).toBe(true));
  });

  it('sends adhoc without a pattern', async () => {
    const sent = serve();
    const user = userEvent.setup();
    await renderSignedInPage(<CategorizeFileDialog file={UNCATEGORIZED} onClose={() => undefined} />, 'superadmin');
    await screen.findByRole('textbox', { name: 'Regex' });
    await user.type(screen.getByRole('textbox', { name: 'Regex' }), 'humana');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ fileId: '501', categoryId: '1', regex: null });
  });

  it("asks a file type's regex to end with the file's extension, match the name and name a destination", async () => {
    const sent = serve();
    const user = userEvent.setup();
    await renderSignedInPage(<CreateFileTypeDialog file={CATEGORISED} onClose={() => undefined} />, 'superadmin');
    const regex = await screen.findByRole('textbox', { name: 'Regex' });
    // The file's own source is not offered as a destination.
    const destinations = screen.getByRole('group', { name: 'Destinations' });
    expect(destinations.textContent).not.toContain('Humana');

    await user.type(regex, 'Humana_Eligibility');
    expect(feedback().textContent).toContain(TYPE_MISMATCH);
    await user.type(regex, '_\\d+\\.txt');
    expect(feedback().textContent).toContain(TYPE_MISMATCH);
    await user.clear(regex);
    await user.type(regex, '^humana_eligibility_\\d+\\.csv$');
    expect(feedback().textContent).toContain(MATCHES);

    // No destination yet: refused in the browser.
    await user.click(screen.getByRole('button', { name: 'Add FileType' }));
    await screen.findByText('Choose at least one destination');
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Outbound SFTP' }));
    await user.click(screen.getByRole('button', { name: 'Add FileType' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ fileId: '502', regex: '^humana_eligibility_\\d+\\.csv$', destinationIds: ['12'] });
    await screen.findByText('Success!');
  });
});
