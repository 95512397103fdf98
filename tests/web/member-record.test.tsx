// @vitest-environment jsdom
/**
 * The member page (/member/:id) against real Apollo Client requests answered by msw: the card's
 * conditional fields and header tone, hash tabs (one request on open, one more per newly opened
 * tab), an action's validation and its answer updating the card through the normalised cache,
 * a created request joining its approval dashboard's cached list and tab counts (no list request),
 * actions hidden when `viewerCan` refuses, and the call panel of a member opened from a call list.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { HttpResponse } from 'msw';
import { Route } from 'wouter';
import MemberRecordPage from '../../web/src/features/member-record/member-record-page.tsx';
import { DncRequestsDocument, DncTabCountsDocument } from '../../web/src/generated/graphql.ts';
import { EMPTY } from '../../web/src/shared/lib/format.ts';
import { AppToaster } from '../../web/src/shared/ui/toaster.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

const allowed = { __typename: 'Capability', allowed: true, reason: null };
const refused = (reason = 'Not allowed.') => ({ __typename: 'Capability', allowed: false, reason });

function capabilities(grant: 'all' | 'none', overrides: Record<string, unknown> = {}) {
  const a = grant === 'all' ? allowed : refused();
  return {
    __typename: 'MemberRecordCapabilities',
    term: a,
    returnEligible: a,
    requestDnc: a,
    removeDnc: a,
    skipDncReview: false,
    revokeDropIn: a,
    restoreDropIn: a,
    changeOffice: a,
    changeOfficeAnyMarket: false,
    reportRedBoxError: a,
    setContactValidity: a,
    sendEligibilityInquiry: a,
    termReasons: [{ __typename: 'TermReason', id: '984000014', name: 'Moved out of area' }],
    transitionPlanReasonIds: [],
    ...overrides,
  };
}

const employee = (id: string, fullName: string) => ({ __typename: 'EmployeeRef', id, fullName });

function memberRecord(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MemberRecord',
    id: '1001',
    aaneelId: 'A000001',
    fullName: 'Ada Lovelace',
    dateOfBirth: '1950-03-20',
    birthdaySoon: false,
    memberId: 'M-555',
    payerName: 'Acme Health',
    planName: 'Gold',
    homePhone: '7135550101',
    activeAddress: '1 Main St, Houston, TX 77017',
    marketId: '920001625',
    marketName: 'Houston',
    officeId: '11',
    officeName: 'Houston North',
    communityId: '1.001',
    app: employee('501', 'Grace Hopper'),
    pcc: employee('502', 'Alan Turing'),
    weather: 'Sunny, 75°F',
    insuranceGroup: 'Group 7',
    pcpName: 'Dr. Who',
    clinicalGroup: 'Clinic A',
    eligible: true,
    engaged: true,
    eligibilityLabel: 'Yes',
    termDate: null,
    termReason: null,
    deceasedDate: null,
    pendingTransition: false,
    pendingDnc: false,
    dnc: false,
    dropInIneligible: false,
    headerTone: 'ELIGIBLE',
    recentAdmission: false,
    lastRedBoxErrorAt: null,
    riskType: null,
    viewerCan: capabilities('all'),
    overview: {
      __typename: 'MemberOverview',
      stratification: 'High',
      currentNumberOfMedications: 7,
      recentCancerIndicator: false,
      recentBhIndicator: true,
      rafDelta: 0.25,
      totalRiskEngagedMonths: 12,
      outreachFirstAttemptedAt: null,
      outreachLastAttemptedAt: null,
      outreachFirstContactedAt: null,
      outreachLastContactedAt: null,
      lastIvVisitDate: null,
      lastIvVisitStatus: null,
      disengaged: false,
      missedVisitNotScheduled: false,
      acuteAdmitsLastMonth: 0,
      acuteAdmits3Months: 1,
      acuteAdmits12Months: 2,
      erVisitsLastMonth: 0,
      erVisits3Months: 0,
      erVisits12Months: 1,
      ivAvCurrentYear: true,
      lastAppointmentAt: null,
      lastAppointmentType: null,
      nextAppointmentAt: null,
      nextAppointmentType: null,
      lastSocialWorkVisitDate: null,
      lastAdmitDate: null,
      lastAdmitType: null,
      psvEligible: false,
      f2fEligible: true,
      isEngaged: true,
      groupName: 'Gulf Coast IPA',
      pcpNameFromQuality: 'Dr. Lee',
      pcpGroupNameFromQuality: null,
      marketDesc: 'Houston',
    },
    officeChanges: [],
    eligibilityChanges: [],
    dropInLogs: [],
    dncRequests: [],
    visits: [
      {
        __typename: 'MemberVisit',
        id: 'v1',
        start: '2025-03-01T15:00:00.000Z',
        visitWith: employee('501', 'Grace Hopper'),
        visitType: 'IV',
        status: 'Completed',
      },
    ],
    communications: [
      {
        __typename: 'MemberCommunication',
        id: '9001',
        at: '2025-03-14T15:05:00.000Z',
        purpose: 'Call list outreach',
        fromPersonName: 'Carol Caller',
        outcome: null,
        conversation: null,
        campaignName: 'Spring Outreach',
        campaignId: '123',
        byViewer: true,
      },
    ],
    addresses: [],
    phoneNumbers: [
      {
        __typename: 'MemberPhone',
        id: 'p1',
        number: '7135550101',
        type: 'Home',
        note: null,
        activeDate: '2020-01-01',
        updatedAt: null,
        valid: true,
      },
      {
        __typename: 'MemberPhone',
        id: 'p2',
        number: '7135550199',
        type: 'Mobile',
        note: null,
        activeDate: null,
        updatedAt: null,
        valid: false,
      },
    ],
    emails: [],
    census: [],
    callListHistory: [
      {
        __typename: 'MemberCallListHistoryRow',
        campaignId: '123',
        campaignName: 'Spring Outreach',
        listDate: '2025-03-14',
        driver: 'Recent ER visit',
        points: 88,
        reason: null,
        poppedAt: '2025-03-14T15:05:00.000Z',
      },
    ],
    ...overrides,
  };
}

type MemberFixture = ReturnType<typeof memberRecord>;

interface Traffic {
  pageQueries: Array<Record<string, unknown>>;
  mutations: Array<{ name: string; variables: Record<string, unknown> }>;
}

function serveMember(member: MemberFixture, answers: Record<string, (variables: Record<string, unknown>) => unknown> = {}): Traffic {
  const traffic: Traffic = { pageQueries: [], mutations: [] };
  server.use(
    api.query('MemberRecordPage', ({ variables }) => {
      traffic.pageQueries.push(variables);
      return HttpResponse.json({ data: { memberRecord: member, callOutcomes: ['Reached member', 'No answer'] } });
    }),
    ...Object.entries(answers).map(([name, answer]) =>
      api.mutation(name, ({ variables }) => {
        traffic.mutations.push({ name, variables });
        return HttpResponse.json({ data: answer(variables) } as never);
      }),
    ),
  );
  return traffic;
}

function renderAt(url: string, client: ApolloClient = createTestApolloClient()) {
  window.history.replaceState(null, '', url);
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <Route path="/member/:id">
          <MemberRecordPage pageName="Member" />
        </Route>
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>,
  );
}

const card = () => screen.findByTestId('member-card');

describe('Member page card', () => {
  it('shows office, APP and PCC for an eligible engaged member under a blue header, with the birthday in yellow', async () => {
    serveMember(memberRecord({ birthdaySoon: true, pendingDnc: true }));
    renderAt('/member/1001');
    const root = await card();
    expect(within(root).getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByTestId('member-card-header').dataset.tone).toBe('ELIGIBLE');
    expect(screen.getByTestId('member-eligibility').textContent).toBe('Eligible: Yes');
    expect(screen.getByTestId('member-office').textContent).toContain('Houston North');
    expect(within(root).getByText('Grace Hopper')).toBeTruthy();
    expect(within(root).getByText('Alan Turing')).toBeTruthy();
    expect(screen.queryByTestId('member-weather')).toBeNull();
    expect(within(root).getByText('(713) 555-0101')).toBeTruthy();
    const dob = within(screen.getByTestId('member-dob')).getByText('03/20/1950');
    expect(dob.dataset.birthdaySoon).toBe('true');
    expect(within(root).getByText('Pending DNC')).toBeTruthy();
    expect(within(root).queryByText('Member is DNC')).toBeNull();
  });

  it('shows weather, insurance group, PCP and clinical group for an eligible member who is not engaged', async () => {
    serveMember(memberRecord({ engaged: false }));
    renderAt('/member/1001');
    const root = await card();
    expect(screen.getByTestId('member-weather').textContent).toContain('Sunny, 75°F');
    expect(within(root).getByText('Group 7')).toBeTruthy();
    expect(within(root).getByText('Dr. Who')).toBeTruthy();
    expect(within(root).getByText('Clinic A')).toBeTruthy();
    expect(screen.queryByTestId('member-office')).toBeNull();
    expect(within(root).getByText('03/20/1950').dataset.birthdaySoon).toBeUndefined();
  });

  it('shows a termed DNC member under a red header with term date and reason, deceased date and the DNC badge', async () => {
    serveMember(
      memberRecord({
        eligible: false,
        eligibilityLabel: 'No',
        headerTone: 'INELIGIBLE',
        termDate: '2025-01-31',
        termReason: { __typename: 'TermReason', id: '984000014', name: 'Moved out of area' },
        deceasedDate: '2025-01-30',
        dnc: true,
      }),
    );
    renderAt('/member/1001');
    const root = await card();
    expect(screen.getByTestId('member-card-header').dataset.tone).toBe('INELIGIBLE');
    expect(screen.getByTestId('member-term').textContent).toBe('Term Date01/31/2025 (Moved out of area)');
    expect(within(root).getByText('01/30/2025')).toBeTruthy();
    expect(within(root).getByText('Member is DNC')).toBeTruthy();
    expect(screen.queryByTestId('member-office')).toBeNull();
    expect(screen.queryByTestId('member-weather')).toBeNull();
    expect(screen.getByTestId('member-eligibility').textContent).toBe('Eligible: No');
  });
});

describe('Member page tabs', () => {
  it('opens on Overview with one request, and a second tab fires its own query once', async () => {
    const traffic = serveMember(memberRecord());
    renderAt('/member/1001');
    const overview = await screen.findByTestId('member-overview');
    // Engaged as Yes / No, the quality data's names and the market; a missing one as the empty marker.
    const shown = (label: string) => within(overview).getByText(label, { exact: true }).nextElementSibling?.textContent;
    expect(shown('Engaged')).toBe('Yes');
    expect(shown('Group Name')).toBe('Gulf Coast IPA');
    expect(shown('PCP (Quality)')).toBe('Dr. Lee');
    expect(shown('PCP Group (Quality)')).toBe(EMPTY);
    expect(shown('Market')).toBe('Houston');
    expect(traffic.pageQueries).toHaveLength(1);
    expect(traffic.pageQueries[0]).toMatchObject({ id: '1001', overview: true, visits: false, census: false, fromCall: false });

    await userEvent.click(screen.getByRole('tab', { name: 'Visits' }));
    expect(window.location.hash).toBe('#visits');
    const visits = await screen.findByRole('table', { name: 'Visits' });
    expect(within(visits).getByText('IV')).toBeTruthy();
    expect(traffic.pageQueries).toHaveLength(2);
    expect(traffic.pageQueries[1]).toMatchObject({ overview: false, visits: true });
    // The card stayed while the tab loaded and is still there.
    expect(screen.getByTestId('member-card')).toBeTruthy();

    // Back to Overview: the cache answers.
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(window.location.hash).toBe('#overview');
    expect(await screen.findByTestId('member-overview')).toBeTruthy();
    expect(traffic.pageQueries).toHaveLength(2);
  });

  it('opens the tab named by the hash, and the census tab warns of a recent admission', async () => {
    const traffic = serveMember(memberRecord({ recentAdmission: true }));
    renderAt('/member/1001#census');
    expect(await screen.findByRole('table', { name: 'Hospital census' })).toBeTruthy();
    expect(screen.getByText('No admissions.')).toBeTruthy();
    expect(traffic.pageQueries).toEqual([expect.objectContaining({ census: true, overview: false })]);
    expect(within(screen.getByRole('tab', { name: /Census/ })).getByRole('img', { name: 'Recent admission' })).toBeTruthy();
  });

  it('opens the tab a hash names by its graph name, #PHONE_NUMBERS as #phoneNumbers', async () => {
    const traffic = serveMember(memberRecord());
    renderAt('/member/1001#PHONE_NUMBERS');
    expect(await screen.findByRole('table', { name: 'Phone numbers' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Phone Numbers', selected: true })).toBeTruthy();
    expect(traffic.pageQueries).toEqual([expect.objectContaining({ phoneNumbers: true, overview: false })]);
  });

  it('shows the Eligibility tab’s change types, statuses and DNC approval types in words', async () => {
    serveMember(
      memberRecord({
        eligibilityChanges: [
          {
            __typename: 'EligibilityChange',
            id: 'e1',
            changeType: 'TERM',
            termReason: null,
            note: null,
            diagnosisDate: null,
            dateEntered: '2025-03-14T15:00:00.000Z',
            transitionPlan: null,
            status: 'PENDING_OPS_MANAGER_REVIEW',
            termDate: null,
            processedAt: null,
          },
        ],
        dncRequests: [
          {
            __typename: 'DncRequest',
            id: 'd1',
            reason: 'Moved',
            requestedAt: '2025-03-14T15:00:00.000Z',
            requestedBy: employee('13', 'Stevie Staff'),
            note: null,
            approvalType: 'SKIP',
            approved: true,
            result: 'Approved',
            isReturn: false,
            handledBy: null,
            handledAt: null,
          },
        ],
      }),
    );
    renderAt('/member/1001#eligibility');
    const changes = await screen.findByRole('table', { name: 'Eligibility changes' });
    const [changeRow] = within(changes).getAllByRole('row').slice(1);
    const cells = within(changeRow)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect([cells[0], cells[4]]).toEqual(['Term', 'Pending Ops Manager Review']);
    const dnc = screen.getByRole('table', { name: 'DNC requests' });
    expect(within(dnc).getByText('None (processed at once)')).toBeTruthy();
  });

  it('toggles a phone number’s validity from the answer of setPhoneValidity', async () => {
    const traffic = serveMember(memberRecord(), {
      SetPhoneValidity: (v) => {
        const input = (v as { input: { id: string; valid: boolean } }).input;
        return { setPhoneValidity: { ...memberRecord().phoneNumbers[1], valid: input.valid } };
      },
    });
    renderAt('/member/1001#phoneNumbers');
    const table = await screen.findByRole('table', { name: 'Phone numbers' });
    const box = within(table).getByRole<HTMLInputElement>('checkbox', { name: '(713) 555-0199 is valid' });
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    await waitFor(() =>
      expect(within(table).getByRole<HTMLInputElement>('checkbox', { name: '(713) 555-0199 is valid' }).checked).toBe(true),
    );
    expect(traffic.mutations).toEqual([{ name: 'SetPhoneValidity', variables: { input: { memberId: '1001', id: 'p2', valid: true } } }]);
    expect(traffic.pageQueries).toHaveLength(1);
  });
});

/** A created request as the dashboards' row fragments select it. */
function eligibilityChangeRow(id: string) {
  return {
    __typename: 'EligibilityChange',
    id,
    memberId: '1001',
    member: {
      __typename: 'ApprovalMember',
      id: '1001',
      aaneelId: 'A000001',
      fullName: 'Ada Lovelace',
      engaged: true,
      officeId: '11',
      officeName: 'Houston North',
      communityId: '1.001',
      marketId: '920001625',
      payerId: '7',
    },
    changeType: 'RETURN',
    termReasonId: null,
    termReason: null,
    note: 'Back with us',
    diagnosisDate: null,
    dateEntered: '2025-03-14T15:00:00.000Z',
    transitionPlan: null,
    status: 'PENDING_OPS_MANAGER_REVIEW',
    statusChangedAt: '2025-03-14T15:00:00.000Z',
    tab: 'OM',
    letterBadge: 'Unknown',
    estimatedProcessDate: null,
    changeLog: [],
    assignedEmployees: [],
    viewerIsAssigned: false,
    viewerCan: {
      __typename: 'EligibilityChangeCapabilities',
      approve: false,
      reject: false,
      update: false,
      cancel: false,
      confirmAbnormalDate: false,
      decide: { __typename: 'Capability', allowed: false, reason: 'Waiting for the OM of community 1.001' },
    },
  };
}

function dncRequestRow(id: string, tab: 'CD' | 'OM' | 'HISTORY') {
  return {
    __typename: 'DncRequest',
    id,
    memberId: '1001',
    member: {
      __typename: 'ApprovalMember',
      id: '1001',
      aaneelId: 'A000001',
      fullName: 'Ada Lovelace',
      communityId: '1.001',
      nextAppointmentAt: null,
    },
    reasonId: '0',
    reason: 'Clinical concern',
    requestedAt: '2025-03-14T15:00:00.000Z',
    requestedBy: employee('13', 'Stevie Staff'),
    note: 'Family asked',
    approvalType: tab === 'OM' ? ('OM' as const) : ('CD' as const),
    approved: null,
    result: 'Pending',
    handledBy: null,
    handledAt: null,
    handlerNote: null,
    isReturn: false,
    tab,
    assignedEmployees: [employee('5', 'Casey Director')],
    viewerCan: {
      __typename: 'DncRequestCapabilities',
      approve: false,
      reject: false,
      decide: { __typename: 'Capability', allowed: false, reason: 'Only the CD of office 11 or a DNC manager may decide this request' },
    },
  };
}

const dncCounts = (cd: number, om: number, history: number) => [
  { __typename: 'DncTabCount' as const, tab: 'CD' as const, count: cd, mine: null },
  { __typename: 'DncTabCount' as const, tab: 'OM' as const, count: om, mine: null },
  { __typename: 'DncTabCount' as const, tab: 'HISTORY' as const, count: history, mine: null },
];

describe('Member page actions', () => {
  it('Request DNC: the new request joins the DNC dashboard’s cached CD tab and its count, with no list request', async () => {
    const member = memberRecord();
    const traffic = serveMember(member, {
      RequestMemberDnc: () => ({
        requestMemberDnc: {
          __typename: 'MemberActionResult',
          member: {
            ...member,
            pendingDnc: true,
            viewerCan: capabilities('all', { requestDnc: refused('Pending.'), removeDnc: refused('Pending.') }),
            dncRequests: [
              {
                __typename: 'DncRequest',
                id: 'd9',
                reason: 'Clinical concern',
                requestedAt: '2025-03-14T15:00:00.000Z',
                requestedBy: employee('13', 'Stevie Staff'),
                note: 'Family asked',
                approvalType: 'CD',
                approved: null,
                result: 'Pending',
                isReturn: false,
                handledBy: null,
                handledAt: null,
              },
            ],
          },
          dncRequest: dncRequestRow('d9', 'CD'),
          dncTabCounts: dncCounts(2, 1, 4),
        },
      }),
    });
    // The DNC dashboard was opened earlier in the session: its CD tab and its counts are cached.
    const client = createTestApolloClient();
    const cdTab = { tab: 'CD' as const, filters: [], skip: 0, take: 20 };
    const cdPage = { __typename: 'DncRequestPage', totalCount: 1, nodes: [dncRequestRow('d1', 'CD')] };
    client.cache.writeQuery({ query: DncRequestsDocument, variables: cdTab, data: { dncRequests: cdPage } });
    client.cache.writeQuery({ query: DncTabCountsDocument, data: { dncTabCounts: dncCounts(1, 1, 4) } });

    renderAt('/member/1001#eligibility', client);
    await card();
    await userEvent.click(screen.getByRole('button', { name: 'Request DNC' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), '0');
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Family asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request DNC' }));
    // Pending review (not approved at once): the spec's 'Request submitted!'.
    expect(await screen.findByText('Request submitted!')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Pending DNC')).toBeTruthy());

    const list = client.cache.readQuery({ query: DncRequestsDocument, variables: cdTab });
    expect(list?.dncRequests.nodes.map((n) => n.id)).toEqual(['d9', 'd1']);
    expect(list?.dncRequests.totalCount).toBe(2);
    expect(client.cache.readQuery({ query: DncTabCountsDocument })?.dncTabCounts.map((c) => c.count)).toEqual([2, 1, 4]);
    // Other tabs' lists were never cached and stay so; the member was not asked for again.
    expect(client.cache.readQuery({ query: DncRequestsDocument, variables: { ...cdTab, tab: 'OM' } })).toBeNull();
    expect(traffic.pageQueries).toHaveLength(1);
  });

  it('Return Eligible: the note rule’s message, then the answer updates the card without refetching the member', async () => {
    const ineligible = memberRecord({ eligible: false, eligibilityLabel: 'No', headerTone: 'INELIGIBLE', termDate: '2025-01-31' });
    const traffic = serveMember(ineligible, {
      ReturnMemberEligible: () => ({
        returnMemberEligible: {
          __typename: 'MemberActionResult',
          member: {
            ...ineligible,
            pendingTransition: true,
            eligibilityLabel: 'Pending Return',
            headerTone: 'PENDING',
            viewerCan: capabilities('all', { returnEligible: refused('A return is already pending.') }),
            eligibilityChanges: [
              {
                __typename: 'EligibilityChange',
                id: 'e1',
                changeType: 'RETURN',
                termReason: null,
                note: 'Back with us',
                diagnosisDate: null,
                dateEntered: '2025-03-14T15:00:00.000Z',
                transitionPlan: null,
                status: 'PENDING_TERMINATION',
                termDate: null,
                processedAt: null,
              },
            ],
          },
          eligibilityChange: eligibilityChangeRow('e1'),
          deattributionTabCounts: [
            { __typename: 'DeattributionTabCount', tab: 'APP_CD', count: 3 },
            { __typename: 'DeattributionTabCount', tab: 'OM', count: 5 },
          ],
        },
      }),
    });
    renderAt('/member/1001');
    await card();
    expect(screen.getByTestId('member-card-header').dataset.tone).toBe('INELIGIBLE');

    await userEvent.click(screen.getByRole('button', { name: 'Return Eligible' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return Eligible' }));
    expect(await within(dialog).findByText('Error: Must provide a note!')).toBeTruthy();
    expect(traffic.mutations).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Back with us');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return Eligible' }));
    expect(await screen.findByText('Eligibility Restored!')).toBeTruthy();
    expect(traffic.mutations).toEqual([{ name: 'ReturnMemberEligible', variables: { input: { memberId: '1001', note: 'Back with us' } } }]);
    await waitFor(() => expect(screen.getByTestId('member-card-header').dataset.tone).toBe('PENDING'));
    expect(screen.getByTestId('member-eligibility').textContent).toBe('Eligible: Pending Return');
    expect(screen.queryByRole('button', { name: 'Return Eligible' })).toBeNull();
    expect(traffic.pageQueries).toHaveLength(1);
  });

  it('hides every action the viewer may not take, and shows Report Red Box Error disabled with its rest period', async () => {
    serveMember(
      memberRecord({
        viewerCan: capabilities('none', { reportRedBoxError: refused('A red box error was reported in the last 3 days.') }),
      }),
    );
    renderAt('/member/1001');
    await card();
    const actions = screen.getByTestId('member-actions');
    for (const name of [
      'Term Member',
      'Return Eligible',
      'Request DNC',
      'Remove DNC',
      'Revoke Drop-In',
      'Restore Drop-In',
      'Change Office',
      'Eligibility Inquiry',
    ])
      expect(within(actions).queryByRole('button', { name })).toBeNull();
    const redBox = within(actions).getByRole<HTMLButtonElement>('button', { name: 'Report Red Box Error' });
    expect(redBox.disabled).toBe(true);
    expect(within(actions).getByLabelText('Report Red Box Error: A red box error was reported in the last 3 days.')).toBeTruthy();
  });

  it('Report Red Box Error asks first, then logs it and rests', async () => {
    const member = memberRecord();
    const traffic = serveMember(member, {
      ReportRedBoxError: () => ({
        reportRedBoxError: {
          __typename: 'MemberActionResult',
          member: {
            ...member,
            lastRedBoxErrorAt: '2025-03-14T15:00:00.000Z',
            viewerCan: capabilities('all', { reportRedBoxError: refused('A red box error was reported in the last 3 days.') }),
          },
        },
      }),
    });
    renderAt('/member/1001');
    await card();
    await userEvent.click(screen.getByRole('button', { name: 'Report Red Box Error' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to report a red box error?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Red Box Error Logged!')).toBeTruthy();
    expect(traffic.mutations).toEqual([{ name: 'ReportRedBoxError', variables: { memberId: '1001' } }]);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Report Red Box Error' }).disabled).toBe(true));
  });
});

describe('Member page opened by a call', () => {
  it('shows the call panel in the same request and logs the outcome on the call the list logged', async () => {
    const traffic = serveMember(memberRecord(), {
      LogCallOutcome: (v) => {
        const input = (v as { input: { outcome: string } }).input;
        return { logCallOutcome: { ...memberRecord().communications[0], outcome: input.outcome } };
      },
    });
    renderAt('/member/1001?campaign=123');
    const panel = await screen.findByTestId('call-panel');
    expect(traffic.pageQueries).toEqual([
      expect.objectContaining({ overview: true, fromCall: true, phoneNumbers: true, communications: true }),
    ]);
    expect(within(panel).getByTestId('call-campaign').textContent).toBe('Spring Outreach');
    expect(within(panel).getByTestId('call-driver').textContent).toBe('Driver: Recent ER visit');
    expect(within(panel).getByRole('link', { name: '(713) 555-0101' }).getAttribute('href')).toBe('tel:7135550101');
    expect(within(panel).getByRole('link', { name: 'Call Lists' }).getAttribute('href')).toBe('/call-list?campaign=123');

    const form = within(panel).getByRole('form', { name: 'Call outcome' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Outcome' }));
    expect(await within(form).findByText('Choose an outcome')).toBeTruthy();
    await userEvent.selectOptions(within(form).getByLabelText(/Call Outcome/), 'Reached member');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Outcome' }));
    expect(await screen.findByText('Call outcome saved!')).toBeTruthy();
    expect(traffic.mutations).toEqual([
      {
        name: 'LogCallOutcome',
        variables: { input: { memberId: '1001', communicationId: '9001', outcome: 'Reached member', conversation: null } },
      },
    ]);
    await waitFor(() => expect(within(panel).getByTestId('call-logged').textContent).toContain('Reached member'));
  });
});
