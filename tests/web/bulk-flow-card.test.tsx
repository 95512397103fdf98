// @vitest-environment jsdom
/**
 * The bulk flow card against msw: Validate File waits for a note and an .xlsx, the workbook goes
 * to the validate route with the note and the bearer token, the NDJSON answer becomes the summary,
 * the invalid rows and 'N more in the exception file'; Submit sends the same file and note once
 * and the card starts over saying where the change shows. A refusal in the stream is a warning
 * that keeps the note; a file the gateway finds is not a workbook is the user's own mistake, shown
 * on the file field, while a fault of the system stays the alert with Create Ticket. Emails submit the clean file validation returned instead of the upload.
 * The NDJSON reader takes lines however the text arrives. The page's Phone Numbers entry is
 * disabled, with the reason, for a data manager without pt-mgmt. New Members validates only once
 * a cohort is picked, and Add Cohort without a payer says 'No payer selected'.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DataMgmtPage from '../../web/src/features/data-mgmt/data-mgmt-page.tsx';
import { bulkValidationMessage, type BulkFlow, type BulkValidation } from '@luminate/schema/rules';
import { BulkFlowCard } from '../../web/src/shared/bulk/index.ts';
import { NdjsonReader } from '../../web/src/shared/lib/bulk-upload.ts';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { TEST_TOKEN } from './call-list-harness.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { NewMembersCard } from '../../web/src/features/data-mgmt/new-members-card.tsx';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

function validation(flow: BulkFlow, overrides: Partial<BulkValidation> = {}): BulkValidation {
  return {
    flow,
    totalRows: 205,
    validRows: 3,
    invalidRows: 202,
    message: bulkValidationMessage(3, 202),
    summary: [
      { label: 'Member request', count: 2 },
      { label: 'Moved out of area', count: 1 },
    ],
    changes: [],
    changesTruncated: false,
    problems: [
      { row: 5, aaneelId: 'A100', column: 'AaneelId', reason: 'Member not found' },
      { row: 6, aaneelId: 'A101', column: 'TermReasonId', reason: 'TermReasonId must be one of 984000014–984000020' },
    ],
    problemsTruncated: true,
    cleanFile: null,
    exceptionFile: Buffer.from('exception workbook').toString('base64'),
    ...overrides,
  };
}

interface Sent {
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: string;
}

function serve(lines: object[], submitted = { applied: 3, skipped: 202, message: '3 changes applied, 202 invalid rows skipped' }) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    sent.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.get('authorization'),
      body: await request.text(),
    });
  };
  server.use(
    ...viewerHandlers({ uid: 'datamanager', name: 'Dana Data', claims: ['dataMgmt'] }),
    http.post('*/files/uploads/data-mgmt/:flow/validate', async ({ request }) => {
      await record(request);
      return new HttpResponse(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
        headers: { 'content-type': 'application/x-ndjson' },
      });
    }),
    http.post('*/files/uploads/data-mgmt/:flow/submit', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ flow: params.flow, ...submitted });
    }),
  );
  return sent;
}

const xlsx = (name: string, text = 'workbook bytes') => new File([text], name);

async function renderCard(flow: BulkFlow) {
  await renderSignedInPage(
    <BulkFlowCard flow={flow} summaryHeading="Term Reason" afterSubmit="Pending terms appear on the Deattribution dashboard." />,
    'datamanager',
  );
  return screen.findByRole('region', { name: flow === 'emails' ? 'Emails' : 'Eligibility Changes' });
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

describe('BulkFlowCard', () => {
  it('validates with the note and token, shows the result, submits once and starts over', async () => {
    const sent = serve([
      { type: 'progress', rows: 0 },
      { type: 'progress', rows: 205 },
      { type: 'result', result: validation('eligibility-changes') },
    ]);
    const card = await renderCard('eligibility-changes');
    const validate = within(card).getByRole('button', { name: 'Validate File' });
    expect(validate.hasAttribute('disabled')).toBe(true);

    await userEvent.upload(within(card).getByLabelText(/Workbook/), xlsx('terms.csv'), { applyAccept: false });
    expect(await within(card).findByText('Please enter a .xlsx file')).toBeTruthy();
    await userEvent.upload(within(card).getByLabelText(/Workbook/), xlsx('terms.xlsx'));
    await userEvent.type(within(card).getByLabelText(/Note/), '  ');
    expect(await within(card).findByText('Note is required')).toBeTruthy();
    expect(validate.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(card).getByLabelText(/Note/), 'Moved away');
    await waitFor(() => expect(validate.hasAttribute('disabled')).toBe(false));
    await userEvent.click(validate);

    const heading = await within(card).findByRole('heading', { name: 'Validation results' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent).toEqual([
      {
        path: '/files/uploads/data-mgmt/eligibility-changes/validate',
        query: { note: '  Moved away' },
        authorization: `Bearer ${TEST_TOKEN}`,
        body: 'workbook bytes',
      },
    ]);
    expect(within(card).getByText('3 valid records, 202 invalid records')).toBeTruthy();
    expect(cellsOf(within(card).getByRole('table', { name: 'Validation summary' }))).toEqual([
      ['Term Reason', 'Count'],
      ['Member request', '2'],
      ['Moved out of area', '1'],
    ]);
    expect(cellsOf(within(card).getByRole('table', { name: 'Invalid rows' }))).toEqual([
      ['Row', 'Member', 'Column', 'Reason'],
      ['5', 'A100', 'AaneelId', 'Member not found'],
      ['6', 'A101', 'TermReasonId', 'TermReasonId must be one of 984000014–984000020'],
    ]);
    expect(within(card).getByText('200 more in the exception file')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Download InvalidRecords' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Download ValidRecords' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    const done = await within(card).findByTestId('bulk-submitted');
    expect(done.textContent).toContain('3 changes applied, 202 invalid rows skipped');
    expect(done.textContent).toContain('Pending terms appear on the Deattribution dashboard.');
    expect(sent.map((s) => [s.path, s.query.note, s.body])).toEqual([
      ['/files/uploads/data-mgmt/eligibility-changes/validate', '  Moved away', 'workbook bytes'],
      ['/files/uploads/data-mgmt/eligibility-changes/submit', '  Moved away', 'workbook bytes'],
    ]);
    // Started over: an empty note, no result, Validate waiting for a file again.
    expect(within(card).getByLabelText<HTMLTextAreaElement>(/Note/).value).toBe('');
    expect(within(card).queryByRole('heading', { name: 'Validation results' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Validate File' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a refusal in the stream as a warning and keeps the note and the file', async () => {
    const sent = serve([
      { type: 'progress', rows: 2000 },
      { type: 'error', status: 422, message: 'The file has more than 50,000 rows' },
    ]);
    const card = await renderCard('eligibility-changes');
    await userEvent.type(within(card).getByLabelText(/Note/), 'Too many');
    await userEvent.upload(within(card).getByLabelText(/Workbook/), xlsx('many.xlsx'));
    await userEvent.click(within(card).getByRole('button', { name: 'Validate File' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.getAttribute('data-variant')).toBe('warning');
    expect(alert.textContent).toContain('The file has more than 50,000 rows');
    expect(within(card).getByLabelText<HTMLTextAreaElement>(/Note/).value).toBe('Too many');
    expect(within(card).getByLabelText<HTMLInputElement>(/Workbook/).files?.[0]?.name).toBe('many.xlsx');
    expect(within(card).getByRole('button', { name: 'Validate File' }).hasAttribute('disabled')).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it("shows a file the gateway finds is not a workbook on the file field, not as an alert: the user's own mistake", async () => {
    serve([]);
    const sent: string[] = [];
    server.use(
      http.post('*/files/uploads/data-mgmt/:flow/validate', async ({ request }) => {
        sent.push(await request.text());
        return HttpResponse.json({ message: 'Please enter a .xlsx file', code: 'BAD_USER_INPUT' }, { status: 400 });
      }),
    );
    const card = await renderCard('eligibility-changes');
    await userEvent.type(within(card).getByLabelText(/Note/), 'Renamed text');
    await userEvent.upload(within(card).getByLabelText(/Workbook/), xlsx('terms.xlsx', 'AaneelId,TermReasonId\n'));
    await userEvent.click(within(card).getByRole('button', { name: 'Validate File' }));
    expect(await within(card).findByText('Please enter a .xlsx file')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Ticket' })).toBeNull();
    expect(within(card).getByLabelText<HTMLTextAreaElement>(/Note/).value).toBe('Renamed text');
    // Another file clears the message.
    await userEvent.upload(within(card).getByLabelText(/Workbook/), xlsx('fixed.xlsx'));
    await waitFor(() => expect(within(card).queryByText('Please enter a .xlsx file')).toBeNull());
  });

  it('keeps a fault of the system as the danger alert with Create Ticket', async () => {
    serve([]);
    server.use(
      http.post('*/files/uploads/data-mgmt/:flow/validate', () =>
        HttpResponse.json({ message: 'The Care API is unavailable', code: 'UPSTREAM_UNAVAILABLE' }, { status: 503 }),
      ),
    );
    const card = await renderCard('eligibility-changes');
    await userEvent.type(within(card).getByLabelText(/Note/), 'Outage');
    await userEvent.upload(within(card).getByLabelText(/Workbook/), xlsx('terms.xlsx'));
    await userEvent.click(within(card).getByRole('button', { name: 'Validate File' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.getAttribute('data-variant')).toBe('danger');
    expect(within(alert).getByRole('button', { name: 'Create Ticket' })).toBeTruthy();
  });

  it('emails: submits the clean file validation returned, not the chosen one', async () => {
    const clean = 'clean workbook of the valid rows';
    const sent = serve(
      [
        {
          type: 'result',
          result: validation('emails', {
            validRows: 1,
            invalidRows: 1,
            message: bulkValidationMessage(1, 1),
            summary: [{ label: 'Emails', count: 1 }],
            problems: [{ row: 3, aaneelId: 'A1', column: 'Email', reason: 'Email must look like name@example.com' }],
            problemsTruncated: false,
            cleanFile: Buffer.from(clean).toString('base64'),
          }),
        },
      ],
      { applied: 1, skipped: 0, message: '1 change applied' },
    );
    const card = await renderCard('emails');
    await userEvent.type(within(card).getByLabelText(/Note/), 'Emails');
    await userEvent.upload(within(card).getByLabelText(/Workbook/), xlsx('emails.xlsx', 'the chosen workbook'));
    await userEvent.click(within(card).getByRole('button', { name: 'Validate File' }));
    expect((await within(card).findByTestId('bulk-clean-file')).textContent).toContain('ValidRecords.xlsx');
    expect(within(card).queryByText(/more in the exception file/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Download ValidRecords' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    await within(card).findByTestId('bulk-submitted');
    expect(sent.map((s) => s.body)).toEqual(['the chosen workbook', clean]);
  });
});

describe('NdjsonReader', () => {
  it('hands over each complete line once, whatever the chunks, and the last line without a newline at the end', () => {
    const lines: unknown[] = [];
    const reader = new NdjsonReader((line) => lines.push(line));
    let text = '{"type":"progress","rows":2000}\n{"type":"progr';
    reader.push(text);
    expect(lines).toEqual([{ type: 'progress', rows: 2000 }]);
    text += 'ess","rows":4000}\n\n';
    reader.push(text);
    text += '{"type":"error","status":422,"message":"The sheet has no rows"}';
    reader.push(text);
    expect(lines).toHaveLength(2);
    reader.push(text, true);
    expect(lines).toEqual([
      { type: 'progress', rows: 2000 },
      { type: 'progress', rows: 4000 },
      { type: 'error', status: 422, message: 'The sheet has no rows' },
    ]);
  });

  it('refuses a line that is not part of the protocol', () => {
    const reader = new NdjsonReader(() => undefined);
    expect(() => reader.push('{"type":"result","result":{}}\n')).toThrow('The validation answer could not be read');
  });
});

describe('Data Mgmt page', () => {
  it('disables Phone Numbers with the reason when the viewer may not update phones in bulk', async () => {
    const reason = 'Phone number bulk updates need the pt-mgmt permission';
    server.use(
      ...viewerHandlers({ uid: 'datamanager', name: 'Dana Data', claims: ['dataMgmt'] }),
      api.query('DataMgmtCapabilities', () =>
        HttpResponse.json({
          data: {
            viewer: {
              __typename: 'Viewer',
              can: { __typename: 'ViewerCapabilities', bulkUpdatePhones: { __typename: 'Capability', allowed: false, reason } },
            },
          },
        }),
      ),
    );
    window.history.pushState(null, '', '/admin/data-mgmt?flow=phones');
    await renderSignedInPage(<DataMgmtPage pageName="Data Mgmt" />, 'datamanager');
    const nav = await screen.findByRole('navigation', { name: 'Data management flows' });
    const phones = await within(nav).findByRole('button', { name: 'Phone Numbers' });
    expect(phones.hasAttribute('disabled')).toBe(true);
    expect(within(nav).getByText(`Phone Numbers: ${reason}`)).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Eligibility Changes', 'New Members', 'Member Ids', 'File Upload', 'Emails', 'Addresses']);
    // Opened by its address, the refused flow says why instead of showing the card.
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    expect(screen.queryByRole('button', { name: 'Validate File' })).toBeNull();
  });
});

describe('New Members card', () => {
  it('waits for a cohort, refuses Add Cohort without a payer, and sends the cohort with the upload', async () => {
    const sent = serve([{ type: 'result', result: validation('new-members', { summary: [{ label: 'Members', count: 3 }] }) }]);
    server.use(
      api.query('DataMgmtCohorts', () =>
        HttpResponse.json({
          data: {
            dataMgmt: {
              __typename: 'DataMgmt',
              cohorts: [{ __typename: 'Cohort', id: '41', name: 'Spring 2026', pendingMemberCount: 12 }],
              payers: [{ __typename: 'Payer', id: '7', name: 'Aetna' }],
            },
          },
        }),
      ),
    );
    await renderSignedInPage(<NewMembersCard />, 'datamanager');
    const card = await screen.findByRole('region', { name: 'New Members' });
    await userEvent.type(within(card).getByLabelText(/Note/), 'April intake');
    await userEvent.upload(within(card).getByLabelText(/Workbook/), xlsx('intake.xlsx'));
    const validate = within(card).getByRole('button', { name: 'Validate File' });
    expect(validate.hasAttribute('disabled')).toBe(true);

    await userEvent.type(within(card).getByLabelText('Cohort Name'), 'Summer 2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Add Cohort' }));
    expect(await within(card).findByText('No payer selected')).toBeTruthy();

    const cohort = within(card).getByRole('combobox', { name: /^Cohort/ });
    await within(card).findByRole('option', { name: 'Spring 2026 (12 pending)' });
    await userEvent.selectOptions(cohort, '41');
    await waitFor(() => expect(validate.hasAttribute('disabled')).toBe(false));
    await userEvent.click(validate);
    await within(card).findByRole('heading', { name: 'Validation results' });
    expect(sent.map((s) => [s.path, s.query])).toEqual([
      ['/files/uploads/data-mgmt/new-members/validate', { note: 'April intake', cohortId: '41' }],
    ]);
  });
});
