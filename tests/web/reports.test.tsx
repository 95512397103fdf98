// @vitest-environment jsdom
/**
 * The report pages against msw: each form's shared rule (choices required, a positive range, the
 * date rules with 'End date must be after start date') stops the download before anything is
 * asked; a valid form asks exactly the gateway route the rule's output names, with the bearer
 * token; a report the gateway refuses the viewer has no card at all; a failed download shows the
 * server's message in its card (or dialog); a page whose capabilities cannot be read offers no
 * report. Geodeployment Reports mounts the bulk neighborhood update card.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  CHOOSE_ENGAGEMENT_MESSAGE,
  CHOOSE_MARKET_MESSAGE,
  CHOOSE_MARKET_OR_COMMUNITY_MESSAGE,
  CONVERSION_WINDOW_WEEKS,
  END_BEFORE_START_MESSAGE,
  RANGE_MESSAGE,
  isoToday,
} from '@luminate/schema/rules';
import GeodeploymentReportsPage from '../../web/src/features/reports/geodeployment-reports-page.tsx';
import MembershipReportsPage from '../../web/src/features/reports/membership-reports-page.tsx';
import VisitReportsPage from '../../web/src/features/reports/visit-reports-page.tsx';
import { SubmittedForTermReportButton } from '../../web/src/shared/reports/submitted-for-term-report.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

const REPORTS = [
  'runClosestOfficeReport',
  'runMemberOfficeRangesReport',
  'runVcRangesReport',
  'runRedBoxErrorsReport',
  'runMarketMembersExport',
  'runDropIneligibleReport',
  'runNextVisitReport',
  'runWeeklyConversionRateReport',
  'runSubmittedForTermReport',
  'bulkUpdateNeighborhoods',
] as const;
type Report = (typeof REPORTS)[number];

const REFUSED = 'Only data managers and superAdmin may download member rows';
const NEIGHBORHOOD_UPDATE_REFUSED = 'Only neighborhood managers may move members between neighborhoods';

interface Traffic {
  files: string[];
  authorizations: (string | null)[];
  communityQueries: string[];
}

function serve({ refused = ['bulkUpdateNeighborhoods'], fileStatus = 200 }: { refused?: Report[]; fileStatus?: number } = {}): Traffic {
  const traffic: Traffic = { files: [], authorizations: [], communityQueries: [] };
  const can = Object.fromEntries(
    REPORTS.map((r) => [r, { __typename: 'Capability', allowed: !refused.includes(r), reason: refused.includes(r) ? REFUSED : null }]),
  );
  const office = (id: string, name: string, communityId: string, isCommunity: boolean, commonName: string | null = null) => ({
    __typename: 'Office',
    id,
    name,
    communityId,
    commonName,
    isCommunity,
    active: true,
  });
  const answer = (request: Request) => {
    const url = new URL(request.url);
    traffic.files.push(url.pathname + url.search);
    traffic.authorizations.push(request.headers.get('authorization'));
    if (fileStatus !== 200)
      return HttpResponse.json({ message: 'The report is not available right now', code: 'UPSTREAM' }, { status: fileStatus });
    return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': 'attachment; filename="Report-2026-01-01.xlsx"',
      },
    });
  };
  server.use(
    ...viewerHandlers({ uid: 'datamanager', name: 'Dana Data', claims: ['dataMgmt'] }),
    api.query('ReportAccess', () =>
      HttpResponse.json({ data: { viewer: { __typename: 'Viewer', can: { __typename: 'ViewerCapabilities', ...can } } } }),
    ),
    api.query('ReportMarkets', () =>
      HttpResponse.json({
        data: {
          markets: [
            { __typename: 'Market', id: '920001625', name: 'Atlanta', officePrefix: '1' },
            { __typename: 'Market', id: '920001626', name: 'Houston', officePrefix: '2' },
          ],
        },
      }),
    ),
    api.query('ReportCommunities', ({ variables }) => {
      traffic.communityQueries.push(variables.marketId as string);
      return HttpResponse.json({
        data: {
          offices: [
            office('10', '1.001.000', '1.001', true, 'North'),
            office('11', '1.001.001', '1.001', false),
            office('20', '1.002.000', '1.002', true),
          ],
        },
      });
    }),
    // The bulk neighborhood update card on Geodeployment Reports asks its own capabilities.
    api.query('NeighborhoodUpdateCapabilities', () =>
      HttpResponse.json({
        data: {
          viewer: {
            __typename: 'Viewer',
            can: {
              __typename: 'ViewerCapabilities',
              bulkUpdateNeighborhoods: { __typename: 'Capability', allowed: false, reason: NEIGHBORHOOD_UPDATE_REFUSED },
              skipTransferDashboard: { __typename: 'Capability', allowed: false, reason: NEIGHBORHOOD_UPDATE_REFUSED },
            },
          },
        },
      }),
    ),
    http.get('*/files/reports/:report', ({ request }) => answer(request)),
    http.get('*/files/members-export', ({ request }) => answer(request)),
  );
  return traffic;
}

const card = async (title: string) => screen.findByRole('region', { name: title });

async function choose(select: HTMLElement, label: string) {
  await userEvent.selectOptions(select, within(select).getByRole('option', { name: label }));
}

describe('Geodeployment Reports', () => {
  it('asks for a market or community and an engagement, then downloads the community report', async () => {
    const traffic = serve();
    await renderSignedInPage(<GeodeploymentReportsPage pageName="Geodeployment Reports" />, 'datamanager');
    const closest = await card('Closest Office Report');
    await userEvent.click(await within(closest).findByRole('button', { name: 'Download' }));
    expect(await within(closest).findByText(CHOOSE_MARKET_OR_COMMUNITY_MESSAGE)).toBeTruthy();
    expect(within(closest).getByText(CHOOSE_ENGAGEMENT_MESSAGE)).toBeTruthy();
    expect(traffic.files).toHaveLength(0);

    const community = within(closest).getByLabelText<HTMLSelectElement>('Community');
    expect(community.disabled).toBe(true);
    await choose(within(closest).getByLabelText('Market', { exact: false }), 'Atlanta');
    await waitFor(() => expect(community.disabled).toBe(false));
    expect(traffic.communityQueries).toEqual(['920001625']);
    // Community-level offices only: 1.001.001 is a neighborhood.
    expect(
      within(community)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Whole market', '1.001 (North)', '1.002']);
    await choose(community, '1.001 (North)');
    await userEvent.click(within(closest).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(within(closest).queryByText(CHOOSE_ENGAGEMENT_MESSAGE)).toBeNull());
    await userEvent.click(within(closest).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(traffic.files).toEqual(['/files/reports/closest-office?communityId=1.001&engagement=no']));
    expect(traffic.authorizations[0]).toMatch(/^Bearer /);
    expect(await screen.findByText('Report-2026-01-01.xlsx')).toBeTruthy();
  });

  it('downloads the whole market when no community is chosen', async () => {
    const traffic = serve();
    await renderSignedInPage(<GeodeploymentReportsPage pageName="Geodeployment Reports" />, 'datamanager');
    const closest = await card('Closest Office Report');
    await choose(await within(closest).findByLabelText('Market', { exact: false }), 'Houston');
    await userEvent.click(within(closest).getByRole('radio', { name: 'Either' }));
    await userEvent.click(within(closest).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(traffic.files).toEqual(['/files/reports/closest-office?marketId=920001626&engagement=either']));
  });

  it('offers a 25-mile range, refuses a range that is not positive, and downloads both ranges reports', async () => {
    const traffic = serve();
    await renderSignedInPage(<GeodeploymentReportsPage pageName="Geodeployment Reports" />, 'datamanager');
    const ranges = await card('Member Office Ranges');
    const range = within(ranges).getByLabelText<HTMLInputElement>('Range (miles)', { exact: false });
    expect(range.value).toBe('25');
    await userEvent.click(within(ranges).getByRole('button', { name: 'Download' }));
    expect(await within(ranges).findByText(CHOOSE_MARKET_MESSAGE, { ignore: 'option' })).toBeTruthy();
    await userEvent.clear(range);
    await userEvent.type(range, '0');
    await choose(within(ranges).getByLabelText('Market', { exact: false }), 'Atlanta');
    await userEvent.click(within(ranges).getByRole('button', { name: 'Download' }));
    expect(await within(ranges).findByText(RANGE_MESSAGE)).toBeTruthy();
    expect(traffic.files).toHaveLength(0);
    await userEvent.clear(range);
    await userEvent.type(range, '12.5');
    await userEvent.click(within(ranges).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(traffic.files).toEqual(['/files/reports/member-office-ranges?marketId=920001625&range=12.5']));

    const vc = await card('VC Ranges');
    await choose(within(vc).getByLabelText('Market', { exact: false }), 'Houston');
    await userEvent.click(within(vc).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(traffic.files).toContain('/files/reports/vc-ranges?marketId=920001626&range=25'));
  });

  it('shows only the cards of the reports the viewer may run', async () => {
    serve({ refused: ['runClosestOfficeReport', 'runVcRangesReport', 'bulkUpdateNeighborhoods'] });
    await renderSignedInPage(<GeodeploymentReportsPage pageName="Geodeployment Reports" />, 'nhmanager');
    expect(within(await card('Member Office Ranges')).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Member Office Ranges']);
    expect(screen.queryByText(REFUSED)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Closest Office Report' })).toBeNull();
    expect(screen.queryByText(NEIGHBORHOOD_UPDATE_REFUSED)).toBeNull();
  });

  it('mounts the bulk neighborhood update for those who may run it, with its own answer', async () => {
    serve({ refused: ['runClosestOfficeReport', 'runMemberOfficeRangesReport', 'runVcRangesReport'] });
    await renderSignedInPage(<GeodeploymentReportsPage pageName="Geodeployment Reports" />, 'nhmanager');
    // The card asks its own capabilities (refused in this answer): it says why.
    expect(await screen.findByText(NEIGHBORHOOD_UPDATE_REFUSED)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Closest Office Report' })).toBeNull();
  });
});

describe('Membership Reporting', () => {
  it('checks the red box dates before downloading, the market optional', async () => {
    const traffic = serve();
    await renderSignedInPage(<MembershipReportsPage pageName="Membership Reporting" />, 'datamanager');
    const redBox = await card('Red Box Errors');
    await userEvent.click(within(redBox).getByRole('button', { name: 'Download' }));
    expect(await within(redBox).findByText('Start date is required')).toBeTruthy();
    expect(within(redBox).getByText('End date is required')).toBeTruthy();
    const start = within(redBox).getByLabelText<HTMLInputElement>(/Start Date/);
    const end = within(redBox).getByLabelText<HTMLInputElement>(/End Date/);
    expect(start.max).toBe(isoToday());
    expect(end.max).toBe(isoToday());
    await userEvent.type(start, '2025-03-10');
    await userEvent.type(end, '2025-03-01');
    expect(await within(redBox).findByText(END_BEFORE_START_MESSAGE)).toBeTruthy();
    await userEvent.clear(end);
    await userEvent.type(end, '2999-01-01');
    expect(await within(redBox).findByText('End date cannot be after today')).toBeTruthy();
    expect(traffic.files).toHaveLength(0);

    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-20');
    await userEvent.click(within(redBox).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(traffic.files).toEqual(['/files/reports/red-box-errors?startDate=2025-03-10&endDate=2025-03-20']));
    await choose(within(redBox).getByLabelText('Market'), 'Houston');
    await userEvent.click(within(redBox).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(traffic.files).toContain('/files/reports/red-box-errors?startDate=2025-03-10&endDate=2025-03-20&marketId=920001626'),
    );
  });

  it('exports a market (required) and downloads the drop-ineligible report', async () => {
    const traffic = serve();
    await renderSignedInPage(<MembershipReportsPage pageName="Membership Reporting" />, 'datamanager');
    const exportCard = await card('Members Export');
    await userEvent.click(within(exportCard).getByRole('button', { name: 'Export' }));
    expect(await within(exportCard).findByText(CHOOSE_MARKET_MESSAGE, { ignore: 'option' })).toBeTruthy();
    await choose(within(exportCard).getByLabelText('Market', { exact: false }), 'Atlanta');
    await userEvent.click(within(exportCard).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(traffic.files).toEqual(['/files/members-export?marketId=920001625']));

    await userEvent.click(within(await card('Drop-Ineligible Report')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(traffic.files).toContain('/files/reports/drop-ineligible'));
  });

  it('opens the submitted-for-term dialog: dates required, end not before start, then the download', async () => {
    const traffic = serve();
    await renderSignedInPage(<MembershipReportsPage pageName="Membership Reporting" />, 'datamanager');
    await userEvent.click(within(await card('Submitted for Term')).getByRole('button', { name: 'Submitted for Term Report' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Start date is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Start Date/), '2025-04-10');
    await userEvent.type(within(dialog).getByLabelText(/End Date/), '2025-04-01');
    expect(await within(dialog).findByText(END_BEFORE_START_MESSAGE)).toBeTruthy();
    expect(traffic.files).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText(/End Date/));
    await userEvent.type(within(dialog).getByLabelText(/End Date/), '2025-04-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(traffic.files).toEqual(['/files/reports/submitted-for-term?start=2025-04-10&end=2025-04-30']);
  });

  it('keeps the dialog open with the message when the server refuses the file', async () => {
    serve({ fileStatus: 503 });
    await renderSignedInPage(<MembershipReportsPage pageName="Membership Reporting" />, 'datamanager');
    await userEvent.click(within(await card('Submitted for Term')).getByRole('button', { name: 'Submitted for Term Report' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Start Date/), '2025-04-10');
    await userEvent.type(within(dialog).getByLabelText(/End Date/), '2025-04-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('The report is not available right now')).toBeTruthy();
  });
});

describe('Visit Reporting', () => {
  it('says so when the gateway cannot tell which reports the viewer may run', async () => {
    const traffic = serve();
    server.use(api.query('ReportAccess', () => HttpResponse.json({ errors: [{ message: 'The gateway is restarting' }] })));
    await renderSignedInPage(<VisitReportsPage pageName="Visit Reporting" />, 'cd');
    expect(await screen.findByText('The gateway is restarting')).toBeTruthy();
    const weekly = await card('Weekly Conversion Rate');
    expect(within(weekly).getByText('This report is not available until the page loads again.')).toBeTruthy();
    expect(within(weekly).queryByRole('button')).toBeNull();
    expect(traffic.files).toHaveLength(0);
  });

  it('says the conversion window and shows a failed download in the card', async () => {
    const traffic = serve({ fileStatus: 503, refused: ['runNextVisitReport'] });
    await renderSignedInPage(<VisitReportsPage pageName="Visit Reporting" />, 'cd');
    const weekly = await card('Weekly Conversion Rate');
    expect(within(weekly).getByText(new RegExp(`${CONVERSION_WINDOW_WEEKS}-week window`))).toBeTruthy();
    await userEvent.click(within(weekly).getByRole('button', { name: 'Download' }));
    expect(await within(weekly).findByText('The report is not available right now')).toBeTruthy();
    expect(traffic.files).toEqual(['/files/reports/weekly-conversion-rate']);
    // A report the viewer may not run has no card.
    expect(screen.queryByRole('region', { name: 'Next Visit Report' })).toBeNull();
    expect(screen.queryByText(REFUSED)).toBeNull();
  });
});

describe('The Deattribution dashboard header button', () => {
  let asked = 0;
  const answer = (allowed: boolean) =>
    api.query('SubmittedForTermReportAccess', () => {
      asked += 1;
      return HttpResponse.json({
        data: {
          viewer: {
            __typename: 'Viewer',
            can: {
              __typename: 'ViewerCapabilities',
              runSubmittedForTermReport: { __typename: 'Capability', allowed, reason: allowed ? null : REFUSED },
            },
          },
        },
      });
    });
  const header = () => (
    <>
      <h1>Deattribution Dashboard</h1>
      <SubmittedForTermReportButton getAccessToken={() => Promise.resolve('token')} tool="Deattribution Dashboard" />
    </>
  );

  it('opens the submitted-for-term dialog for those allowed', async () => {
    const traffic = serve();
    server.use(answer(true));
    await renderSignedInPage(header(), 'deattmanager');
    await userEvent.click(await screen.findByRole('button', { name: 'Submitted for Term Report' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Start Date/), '2025-04-01');
    await userEvent.type(within(dialog).getByLabelText(/End Date/), '2025-04-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(traffic.files).toEqual(['/files/reports/submitted-for-term?start=2025-04-01&end=2025-04-02']));
    expect(traffic.authorizations).toEqual(['Bearer token']);
  });

  it('is absent for those refused', async () => {
    serve();
    asked = 0;
    server.use(answer(false));
    await renderSignedInPage(header(), 'staff');
    await waitFor(() => expect(asked).toBe(1));
    // Give the answer time to render: a button shown against it would be there by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Submitted for Term Report' })).toBeNull();
  });
});
