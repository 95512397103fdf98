/**
 * The member record through the gateway, against the real sandbox: the card for seeded members
 * (engaged, not engaged, pending transitions) with its derived fields, each tab (one upstream
 * request, only when asked for), the upstream cost of the card (the same for a member with many
 * rows and one with few), `viewerCan` per persona, and every mutation: as a persona with the right
 * (the change visible after, in the sandbox and in the answer's member), and as a persona without
 * it (FORBIDDEN, nothing written upstream, nothing changed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_OUTCOMES, DROP_IN_RESTORE_REASON, RED_BOX_REST_MESSAGE } from '@luminate/schema/constants';
import { isoToday, NOTE_REQUIRED_MESSAGE } from '@luminate/schema/rules';
import { FINAL_ELIGIBILITY_CHANGE_STATUSES } from '@luminate/schema/approvals';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage } from './helpers.ts';
import { birthdaySoon, eligibilityLabel, headerTone } from '../../gateway/src/modules/member-record/domain/card.ts';
import { graphql } from '../generated/gql.ts';
import type { TypedDocumentString } from '../generated/graphql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { REFERENCE_CACHE_TTL_MS: '0' } });
});
afterAll(async () => {
  await stack?.close();
});

// The card as the record's screens read it, with what the viewer may do: asked by the card query and
// answered as the member of every action. (A fragment is a definition only: the documents that spread
// it carry it.)
graphql(`
  fragment MemberRecordTestCard on MemberRecord {
    id
    aaneelId
    firstName
    lastName
    fullName
    dateOfBirth
    birthdaySoon
    gender
    memberId
    mbi
    payerName
    planName
    homePhone
    activeAddress
    marketId
    marketName
    officeId
    officeName
    communityId
    app {
      id
      fullName
    }
    pcc {
      id
      fullName
    }
    weather
    insuranceGroup
    pcpName
    clinicalGroup
    eligible
    engaged
    engagedAt
    eligibilityLabel
    termDate
    termReason {
      id
      name
    }
    deceasedDate
    pendingTransition
    pendingDnc
    dnc
    dropInIneligible
    headerTone
    recentAdmission
    lastRedBoxErrorAt
    riskType {
      id
      name
    }
    viewerCan {
      term {
        allowed
        reason
      }
      returnEligible {
        allowed
        reason
      }
      requestDnc {
        allowed
        reason
      }
      removeDnc {
        allowed
        reason
      }
      skipDncReview
      revokeDropIn {
        allowed
        reason
      }
      restoreDropIn {
        allowed
        reason
      }
      changeOffice {
        allowed
        reason
      }
      changeOfficeAnyMarket
      reportRedBoxError {
        allowed
        reason
      }
      setContactValidity {
        allowed
        reason
      }
      sendEligibilityInquiry {
        allowed
        reason
      }
      termReasons {
        id
        name
      }
      transitionPlanReasonIds
    }
  }
`);
// An action's answer: the member after the write, the created request with the fields the dashboards'
// rows read (tab, member, assigned employees, viewerCan), and the affected dashboard's tab counts.
graphql(`
  fragment MemberRecordTestResult on MemberActionResult {
    member {
      ...MemberRecordTestCard
    }
    eligibilityChange {
      id
      changeType
      status
      memberId
      termReason {
        id
      }
      tab
      member {
        id
        aaneelId
        fullName
        officeId
      }
      changeLog {
        statusChangedTo
      }
      assignedEmployees {
        id
        fullName
      }
      viewerIsAssigned
      viewerCan {
        approve
        reject
        update
        cancel
      }
    }
    dncRequest {
      id
      approvalType
      approved
      isReturn
      reasonId
      tab
      member {
        id
        aaneelId
        fullName
      }
      requestedBy {
        id
      }
      assignedEmployees {
        id
      }
      viewerCan {
        approve
        reject
      }
    }
    officeTransfer {
      id
      status
      toOffice {
        id
      }
      tab
      member {
        id
        aaneelId
        fullName
      }
      assignedEmployees {
        id
      }
      viewerCan {
        save
        approve
      }
    }
    deattributionTabCounts {
      tab
      count
    }
    dncTabCounts {
      tab
      count
    }
    transferTabCounts {
      tab
      count
    }
  }
`);

const CARD_QUERY = graphql(`
  query MemberRecordMemberRecord($id: ID!) {
    memberRecord(id: $id) {
      ...MemberRecordTestCard
    }
  }
`);
const card = async (persona: string, id: number | string) => dataOf(await stack.gql(persona, CARD_QUERY, { id: String(id) })).memberRecord;

type TabCounts = Array<{ tab: string; count: number }>;
type CountsField = 'deattributionTabCounts' | 'dncTabCounts' | 'transferTabCounts';
const dashboardCounts = async (persona: string, field: CountsField): Promise<TabCounts> => {
  switch (field) {
    case 'deattributionTabCounts':
      return dataOf(
        await stack.gql(
          persona,
          graphql(`
            query MemberRecordDeattributionCounts {
              deattributionTabCounts {
                tab
                count
              }
            }
          `),
        ),
      ).deattributionTabCounts;
    case 'dncTabCounts':
      return dataOf(
        await stack.gql(
          persona,
          graphql(`
            query MemberRecordDncCounts {
              dncTabCounts {
                tab
                count
              }
            }
          `),
        ),
      ).dncTabCounts;
    case 'transferTabCounts':
      return dataOf(
        await stack.gql(
          persona,
          graphql(`
            query MemberRecordTransferCounts {
              transferTabCounts {
                tab
                count
              }
            }
          `),
        ),
      ).transferTabCounts;
  }
};

/**
 * The counts an action answered are its dashboard's, counted after the write: the dashboard's own
 * query asked before, with the created request's tab one more, and the same query asked after.
 * The other dashboards' counts are not answered.
 */
async function expectCountsAfter(
  persona: string,
  field: CountsField,
  before: TabCounts,
  result: Record<CountsField, TabCounts | null>,
  tab: string,
) {
  const expected = before.map((c) => (c.tab === tab ? { tab, count: c.count + 1 } : c));
  expect(result[field]).toEqual(expected);
  expect(await dashboardCounts(persona, field)).toEqual(expected);
  for (const other of ['deattributionTabCounts', 'dncTabCounts', 'transferTabCounts'] as const) {
    if (other !== field) expect(result[other], other).toBeNull();
  }
}

const writes = (requests: Array<{ method: string }>) => requests.filter((r) => r.method !== 'GET');

const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => {
  const { rows } = await stack.db.query<T>(sql, params);
  return rows[0];
};
const count = async (sql: string, params: unknown[] = []) => (await one<{ n: number }>(sql, params)).n;

/** A member id in a state, with no open eligibility change, DNC request or transfer, not yet used by another test. */
const used = new Set<number>();
async function memberWhere(where: string): Promise<number> {
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT m.id FROM members m WHERE ${where}
       AND NOT EXISTS (SELECT 1 FROM eligibility_changes c WHERE c.member_id = m.id AND NOT (c.status = ANY($1::text[])))
       AND NOT EXISTS (SELECT 1 FROM dnc_logs d WHERE d.member_id = m.id AND d.approved IS NULL)
       AND NOT EXISTS (SELECT 1 FROM office_assignments o WHERE o.member_id = m.id AND NOT o.processed)
     ORDER BY m.id`,
    [FINAL_ELIGIBILITY_CHANGE_STATUSES],
  );
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`No seeded member where ${where}`);
  used.add(row.id);
  return row.id;
}

const ELIGIBLE_ENGAGED = 'm.eligible AND m.engaged AND NOT m.pending_transition AND m.term_dt IS NULL AND m.office_id IS NOT NULL';
const ELIGIBLE_NOT_ENGAGED = 'm.eligible AND NOT m.engaged AND NOT m.pending_transition AND m.term_dt IS NULL';
const CLEAN_DNC = 'NOT m.is_pending_dnc AND NOT m.dnc_phone';

describe('the card', () => {
  it('shows office, APP and PCC for an eligible engaged member, and no drop-in details', async () => {
    const id = await memberWhere(ELIGIBLE_ENGAGED);
    const m = await card('staff', id);
    const db = await one<{ aaneel_id: string; first_name: string; last_name: string; dob: string; office: string; market: string }>(
      `SELECT m.aaneel_id, m.first_name, m.last_name, m.dt_of_birth::text AS dob, o.name AS office, k.name AS market
       FROM members m JOIN offices o ON o.id = m.office_id JOIN markets k ON k.id = m.market_id WHERE m.id = $1`,
      [id],
    );
    expect(m).toMatchObject({
      id: String(id),
      aaneelId: db.aaneel_id,
      fullName: `${db.first_name} ${db.last_name}`,
      dateOfBirth: db.dob,
      officeName: db.office,
      marketName: db.market,
      eligible: true,
      engaged: true,
      eligibilityLabel: 'Yes',
      headerTone: 'ELIGIBLE',
      weather: null,
      insuranceGroup: null,
      pcpName: null,
      clinicalGroup: null,
    });
    expect(m!.birthdaySoon).toBe(birthdaySoon(db.dob, isoToday()));
    expect(m!.communityId).toBe(db.office.split('.').slice(0, 2).join('.'));
    // The office's APP (type 1) and PCC (type 26), when the office has them.
    const holders = await stack.db.query<{ assignment_type_id: number; employee_id: number }>(
      `SELECT assignment_type_id, employee_id FROM market_assignments a JOIN members m ON m.office_id = a.office_id
       WHERE m.id = $1 AND a.assignment_type_id IN (1, 26)`,
      [id],
    );
    const app = holders.rows.filter((h) => h.assignment_type_id === 1).map((h) => String(h.employee_id));
    if (app.length) expect(app).toContain(m!.app!.id);
    else expect(m!.app).toBeNull();
    const pcc = holders.rows.filter((h) => h.assignment_type_id === 26).map((h) => String(h.employee_id));
    if (pcc.length) expect(pcc).toContain(m!.pcc!.id);
    else expect(m!.pcc).toBeNull();
  });

  it('shows weather, insurance group, PCP and clinical group for an eligible member who is not engaged', async () => {
    const id = await memberWhere(ELIGIBLE_NOT_ENGAGED);
    const m = await card('staff', id);
    const metrics = await one<Record<string, unknown>>(
      'SELECT group_name, pcp_name_from_quality, pcp_group_name_from_quality FROM member_metrics WHERE member_id = $1',
      [id],
    );
    expect(m!.app).toBeNull();
    expect(m!.pcc).toBeNull();
    expect(typeof m!.weather).toBe('string');
    expect(m!.weather!.length).toBeGreaterThan(0);
    expect(m!.insuranceGroup).toBe(metrics.group_name);
    expect(m!.pcpName).toBe(metrics.pcp_name_from_quality);
    expect(m!.clinicalGroup).toBe(metrics.pcp_group_name_from_quality);
    expect(m!.headerTone).toBe('ELIGIBLE');
  });

  it('is orange with a Pending label while a transition is pending', async () => {
    const pending = await stack.db.query<{ id: number; term_dt: string | null }>(
      'SELECT id, term_dt::text FROM members WHERE pending_transition ORDER BY id LIMIT 50',
    );
    expect(pending.rows.length).toBeGreaterThan(0);
    for (const row of pending.rows.slice(0, 5)) {
      const m = await card('staff', row.id);
      expect(m!.headerTone).toBe('PENDING');
      expect(m!.eligibilityLabel).toBe(row.term_dt ? 'Pending Return' : 'Pending Termination');
      expect(m!.viewerCan.term.allowed).toBe(false);
    }
    const ineligible = await memberWhere('NOT m.eligible AND NOT m.pending_transition');
    const m = await card('staff', ineligible);
    expect(m).toMatchObject({ headerTone: 'INELIGIBLE', eligibilityLabel: 'No' });
  });

  it('warns about an admission within 30 days, as the census says', async () => {
    const recent = await one<{ member_id: number }>(
      `SELECT member_id FROM hospital_census WHERE admission_date >= current_date - 30 ORDER BY member_id LIMIT 1`,
    );
    if (recent) expect((await card('staff', recent.member_id))!.recentAdmission).toBe(true);
    const none = await one<{ id: number }>(
      `SELECT id FROM members m WHERE NOT EXISTS (SELECT 1 FROM hospital_census h WHERE h.member_id = m.id) ORDER BY id LIMIT 1`,
    );
    expect((await card('staff', none.id))!.recentAdmission).toBe(false);
  });

  it('answers null for a member that does not exist and BAD_USER_INPUT for a malformed id', async () => {
    expect(dataOf(await stack.gql('staff', CARD_QUERY, { id: '999999999' })).memberRecord).toBeNull();
    expect(errorCode(await stack.gql('staff', CARD_QUERY, { id: 'abc' }))).toBe('BAD_USER_INPUT');
  });
});

describe('the card derived rules', () => {
  it('birthday within 14 days by calendar date, eligibility label and header colour', () => {
    expect(birthdaySoon('1950-03-10', '2025-03-01')).toBe(true);
    expect(birthdaySoon('1950-03-15', '2025-03-01')).toBe(true);
    expect(birthdaySoon('1950-03-16', '2025-03-01')).toBe(false);
    expect(birthdaySoon('1950-01-05', '2024-12-25')).toBe(true);
    expect(birthdaySoon('1950-02-25', '2025-03-01')).toBe(false);
    const base = { eligible: true, engaged: true, termDt: null, pendingTransition: false };
    expect(eligibilityLabel({ ...base, pendingTransition: true, termDt: '2024-01-01' })).toBe('Pending Return');
    expect(eligibilityLabel({ ...base, pendingTransition: true })).toBe('Pending Termination');
    expect(eligibilityLabel(base)).toBe('Yes');
    expect(eligibilityLabel({ ...base, eligible: false })).toBe('No');
    expect(headerTone({ ...base, pendingTransition: true })).toBe('PENDING');
    expect(headerTone({ ...base, eligible: false })).toBe('INELIGIBLE');
  });
});

describe('the tabs', () => {
  it('each tab is one upstream request, made only when asked for, with the sandbox rows', async () => {
    const { member_id: id } = await one<{ member_id: number }>(
      `SELECT c.member_id FROM communications c JOIN members m ON m.id = c.member_id
       WHERE EXISTS (SELECT 1 FROM member_phones p WHERE p.member_id = c.member_id)
       GROUP BY c.member_id ORDER BY count(*) DESC, c.member_id LIMIT 1`,
    );
    const all = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'datamanager',
        graphql(`
          query MemberRecordMemberRecord2($id: ID!) {
            memberRecord(id: $id) {
              id
              overview {
                stratification
                currentNumberOfMedications
                recentCancerIndicator
                recentBhIndicator
                rafDelta
                totalRiskEngagedMonths
                outreachFirstAttemptedAt
                outreachLastAttemptedAt
                outreachFirstContactedAt
                outreachLastContactedAt
                lastIvVisitDate
                lastIvVisitStatus
                disengaged
                missedVisitNotScheduled
                acuteAdmitsLastMonth
                acuteAdmits3Months
                acuteAdmits12Months
                erVisitsLastMonth
                erVisits3Months
                erVisits12Months
                ivAvCurrentYear
                lastAppointmentAt
                lastAppointmentType
                nextAppointmentAt
                nextAppointmentType
                lastSocialWorkVisitDate
                lastAdmitDate
                lastAdmitType
                psvEligible
                f2fEligible
                isEngaged
                groupName
                pcpNameFromQuality
                pcpGroupNameFromQuality
                marketDesc
              }
              officeChanges {
                id
                status
                toOffice {
                  id
                  name
                }
                fromOffice {
                  id
                  name
                }
                requestedAt
              }
              eligibilityChanges {
                id
                changeType
                status
                termReason {
                  id
                  name
                }
              }
              dropInLogs {
                id
                changedAt
                changedBy {
                  id
                  fullName
                }
                inEligible
                reason
                note
              }
              visits {
                id
                start
                visitWith {
                  id
                  fullName
                }
                visitType
                status
              }
              communications {
                id
                at
                purpose
                fromPersonName
                outcome
                conversation
                campaignName
                campaignId
                byViewer
              }
              addresses {
                id
                formattedAddress
                address1
                city
                state
                zip
                primary
                active
                inactiveDate
              }
              phoneNumbers {
                id
                number
                type
                note
                activeDate
                updatedAt
                valid
              }
              emails {
                id
                address
                note
                activeDate
                valid
              }
              census {
                id
                admissionDate
                dischargeDate
                type
                servicePlace
                facilityName
                attendingDoctorName
                serviceType
                note
              }
              callListHistory {
                campaignId
                campaignName
                listDate
                driver
                points
                reason
                poppedAt
              }
              dncRequests {
                id
                reasonId
                reason
                approvalType
                approved
                isReturn
              }
            }
          }
        `),
        { id: String(id) },
      ),
    );
    const m = dataOf(all.result).memberRecord;
    // getMember plus one request per tab (the overview included); the rows' references are embedded.
    expect(all.requests.length).toBe(13);
    expect(new Set(all.requests.map((r) => r.path.split('?')[0])).size).toBe(13);

    expect(m!.phoneNumbers).toHaveLength(await count('SELECT count(*)::int AS n FROM member_phones WHERE member_id = $1', [id]));
    expect(m!.emails).toHaveLength(await count('SELECT count(*)::int AS n FROM member_emails WHERE member_id = $1', [id]));
    expect(m!.addresses).toHaveLength(await count('SELECT count(*)::int AS n FROM member_addresses WHERE member_id = $1', [id]));
    expect(m!.communications).toHaveLength(await count('SELECT count(*)::int AS n FROM communications WHERE member_id = $1', [id]));
    expect(m!.census).toHaveLength(await count('SELECT count(*)::int AS n FROM hospital_census WHERE member_id = $1', [id]));
    expect(m!.dropInLogs).toHaveLength(await count('SELECT count(*)::int AS n FROM drop_in_logs WHERE member_id = $1', [id]));
    expect(m!.dncRequests).toHaveLength(await count('SELECT count(*)::int AS n FROM dnc_logs WHERE member_id = $1', [id]));
    expect(m!.eligibilityChanges).toHaveLength(
      await count('SELECT count(*)::int AS n FROM eligibility_changes WHERE member_id = $1', [id]),
    );
    expect(m!.officeChanges).toHaveLength(await count('SELECT count(*)::int AS n FROM office_assignments WHERE member_id = $1', [id]));
    const at = m!.communications.map((c) => c.at);
    expect(at).toEqual([...at].sort().reverse());
    const days = m!.callListHistory.map((r) => r.listDate);
    expect(days).toEqual([...days].sort().reverse());
    for (const p of m!.phoneNumbers) expect(['Home', 'Mobile', 'Work']).toContain(p.type);
    for (const c of m!.census) expect(['Inpatient', 'ER', 'Observation']).toContain(c.type);
    // The overview's admits agree with the census tab.
    const inpatient12 = m!.census.filter((c) => c.type === 'Inpatient' && c.admissionDate >= daysAgo(365)).length;
    expect(m!.overview.acuteAdmits12Months).toBe(inpatient12);
    // Engaged, the group and PCP names of the quality data and the market, as the sandbox holds them.
    const seeded = await one<{ engaged: boolean; group_name: string | null; pcp: string | null; pcp_group: string | null; market: string }>(
      `SELECT m.engaged, mm.group_name, mm.pcp_name_from_quality AS pcp, mm.pcp_group_name_from_quality AS pcp_group, mk.name AS market
         FROM members m JOIN markets mk ON mk.id = m.market_id LEFT JOIN member_metrics mm ON mm.member_id = m.id WHERE m.id = $1`,
      [id],
    );
    expect(m!.overview).toMatchObject({
      isEngaged: seeded.engaged,
      groupName: seeded.group_name,
      pcpNameFromQuality: seeded.pcp,
      pcpGroupNameFromQuality: seeded.pcp_group,
      marketDesc: seeded.market,
    });

    const tabs: TypedDocumentString<unknown, { id: string }>[] = [
      graphql(`
        query MemberRecordPhoneTab($id: ID!) {
          memberRecord(id: $id) {
            id
            phoneNumbers {
              id
            }
          }
        }
      `),
      graphql(`
        query MemberRecordCensusTab($id: ID!) {
          memberRecord(id: $id) {
            id
            census {
              id
            }
          }
        }
      `),
      graphql(`
        query MemberRecordCallListTab($id: ID!) {
          memberRecord(id: $id) {
            id
            callListHistory {
              listDate
            }
          }
        }
      `),
      graphql(`
        query MemberRecordOfficeChangesTab($id: ID!) {
          memberRecord(id: $id) {
            id
            officeChanges {
              id
              toOffice {
                id
              }
            }
          }
        }
      `),
    ];
    for (const tab of tabs) {
      const only = await careApiRequestsDuring(stack, () => stack.gql('staff', tab, { id: String(id) }));
      dataOf(only.result);
      expect(only.requests.length).toBe(2);
    }
  });

  it('a call logged from a call list shows in communications with its campaign', async () => {
    const row = await one<{ member_id: number; campaign_id: number }>(
      'SELECT member_id, campaign_id FROM communications WHERE campaign_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const m = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MemberRecordMemberRecord3($id: ID!) {
            memberRecord(id: $id) {
              communications {
                campaignId
                campaignName
                purpose
              }
            }
          }
        `),
        {
          id: String(row.member_id),
        },
      ),
    ).memberRecord;
    expect(m!.communications.some((c) => c.campaignId === String(row.campaign_id) && c.campaignName)).toBe(true);
  });

  it('lists the drop-in reasons and call outcomes', async () => {
    const d = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MemberRecordDropInIneligibleReasons {
            dropInIneligibleReasons
            callOutcomes
          }
        `),
      ),
    );
    expect(d.dropInIneligibleReasons.length).toBeGreaterThan(0);
    expect(d.callOutcomes).toEqual([...CALL_OUTCOMES]);
  });
});

const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return isoToday(d);
};

describe('the card cost', () => {
  it('is the same number of upstream requests for a member with many rows and one with few', async () => {
    const rowsOf = `(SELECT count(*) FROM member_phones p WHERE p.member_id = m.id) + (SELECT count(*) FROM member_addresses a WHERE a.member_id = m.id)
      + (SELECT count(*) FROM communications c WHERE c.member_id = m.id) + (SELECT count(*) FROM hospital_census h WHERE h.member_id = m.id)`;
    const ranked = async (where: string) =>
      (
        await stack.db.query<{ id: number; n: number }>(
          `SELECT m.id, (${rowsOf})::int AS n FROM members m WHERE ${where} ORDER BY n DESC, m.id`,
        )
      ).rows;
    for (const where of [ELIGIBLE_ENGAGED, ELIGIBLE_NOT_ENGAGED]) {
      const rows = await ranked(where);
      const many = rows[0];
      const few = rows[rows.length - 1];
      expect(many.n).toBeGreaterThan(few.n);
      const cost = async (id: number) => {
        const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('app', CARD_QUERY, { id: String(id) }));
        dataOf(result);
        return requests.map((r) => r.path.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/{id}')).sort();
      };
      const [a, b] = [await cost(many.id), await cost(few.id)];
      expect(a).toEqual(b);
      // getMember, the care team or the overview + weather, the viewer's assignments, the term reasons.
      expect(a.length).toBeLessThanOrEqual(5);
      console.log(`card upstream requests (${where.includes('NOT m.engaged') ? 'not engaged' : 'engaged'}): ${a.length} — ${a.join(', ')}`);
    }
  });

  it('asks only for the member when only plain fields are selected', async () => {
    const id = await memberWhere(ELIGIBLE_ENGAGED);
    const { requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'staff',
        graphql(`
          query MemberRecordMemberRecord4($id: ID!) {
            memberRecord(id: $id) {
              id
              fullName
              headerTone
              eligibilityLabel
              birthdaySoon
            }
          }
        `),
        {
          id: String(id),
        },
      ),
    );
    expect(requests.map((r) => r.path)).toEqual([`/api/Members/${id}`]);
  });
});

describe('viewerCan', () => {
  it('follows the personas’ claims and assignment types', async () => {
    const id = await memberWhere(`${ELIGIBLE_NOT_ENGAGED} AND ${CLEAN_DNC} AND NOT m.dropin_ineligible`);
    const staff = (await card('staff', id))!.viewerCan;
    expect(staff.term.allowed).toBe(true);
    expect(staff.returnEligible).toMatchObject({ allowed: false });
    expect(staff.returnEligible.reason).toBeTruthy();
    expect(staff.requestDnc.allowed).toBe(false); // not engaged: dnc-mgmt only
    expect(staff.removeDnc.allowed).toBe(false);
    expect(staff.skipDncReview).toBe(false);
    expect(staff.revokeDropIn.allowed).toBe(true);
    expect(staff.restoreDropIn.allowed).toBe(false);
    expect(staff.changeOffice.allowed).toBe(false);
    expect(staff.changeOfficeAnyMarket).toBe(false);
    expect(staff.setContactValidity.allowed).toBe(false);
    expect(staff.sendEligibilityInquiry.allowed).toBe(false);
    expect(staff.termReasons.map((r) => r.id)).not.toContain('984000016');
    expect(staff.transitionPlanReasonIds).toEqual([]);

    const dnc = (await card('dncmanager', id))!.viewerCan;
    expect(dnc.requestDnc.allowed).toBe(true);
    expect(dnc.skipDncReview).toBe(true);

    const data = (await card('datamanager', id))!.viewerCan;
    expect(data.changeOffice.allowed).toBe(true);
    expect(data.changeOfficeAnyMarket).toBe(true);
    expect(data.setContactValidity.allowed).toBe(true);
    expect(data.sendEligibilityInquiry.allowed).toBe(true);

    const cd = (await card('cd', id))!.viewerCan;
    expect(cd.changeOffice.allowed).toBe(false);
    expect(cd.changeOfficeAnyMarket).toBe(true);
    expect(cd.termReasons.map((r) => r.id)).toContain('984000016');
    expect(cd.termReasons).toHaveLength(7);

    const engaged = await memberWhere(ELIGIBLE_ENGAGED);
    const app = (await card('app', engaged))!.viewerCan;
    expect(app.transitionPlanReasonIds).toEqual(['984000015', '984000016', '984000018', '984000019']);
  });
});

// ——— Mutations ———

const RUN = {
  term: graphql(`
    mutation MemberRecordTermMember($input: MemberTermInput!) {
      termMember(input: $input) {
        ...MemberRecordTestResult
      }
    }
  `),
  returnEligible: graphql(`
    mutation MemberRecordReturnMemberEligible($input: MemberNoteInput!) {
      returnMemberEligible(input: $input) {
        ...MemberRecordTestResult
      }
    }
  `),
  requestDnc: graphql(`
    mutation MemberRecordRequestMemberDnc($input: MemberDncInput!) {
      requestMemberDnc(input: $input) {
        ...MemberRecordTestResult
      }
    }
  `),
  removeDnc: graphql(`
    mutation MemberRecordRemoveMemberDnc($input: MemberNoteInput!) {
      removeMemberDnc(input: $input) {
        ...MemberRecordTestResult
      }
    }
  `),
  revokeDropIn: graphql(`
    mutation MemberRecordRevokeMemberDropIn($input: MemberDropInRevokeInput!) {
      revokeMemberDropIn(input: $input) {
        ...MemberRecordTestResult
      }
    }
  `),
  restoreDropIn: graphql(`
    mutation MemberRecordRestoreMemberDropIn($input: MemberNoteInput!) {
      restoreMemberDropIn(input: $input) {
        ...MemberRecordTestResult
      }
    }
  `),
  changeOffice: graphql(`
    mutation MemberRecordChangeMemberOffice($input: MemberOfficeChangeInput!) {
      changeMemberOffice(input: $input) {
        ...MemberRecordTestResult
      }
    }
  `),
  redBox: graphql(`
    mutation MemberRecordReportRedBoxError($id: ID!) {
      reportRedBoxError(memberId: $id) {
        ...MemberRecordTestResult
      }
    }
  `),
  phone: graphql(`
    mutation MemberRecordSetPhoneValidity($input: ContactValidityInput!) {
      setPhoneValidity(input: $input) {
        id
        valid
      }
    }
  `),
  email: graphql(`
    mutation MemberRecordSetEmailValidity($input: ContactValidityInput!) {
      setEmailValidity(input: $input) {
        id
        valid
      }
    }
  `),
  inquiry: graphql(`
    mutation MemberRecordSendEligibilityInquiry($input: EligibilityInquiryInput!) {
      sendEligibilityInquiry(input: $input) {
        ticketNumber
      }
    }
  `),
  outcome: graphql(`
    mutation MemberRecordLogCallOutcome($input: CallOutcomeInput!) {
      logCallOutcome(input: $input) {
        id
        outcome
        conversation
        byViewer
      }
    }
  `),
};

/** The mutation as a persona without the right: FORBIDDEN, nothing written upstream. */
async function refusedUpstream<R, V>(persona: string, query: TypedDocumentString<R, V>, variables: V) {
  const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql(persona, query, variables));
  expect(errorCode(result), JSON.stringify(result.body?.errors)).toBe('FORBIDDEN');
  expect(writes(requests)).toEqual([]);
  return errorMessage(result);
}

const memberRow = (id: number) =>
  one<Record<string, unknown>>(
    `SELECT eligible, engaged, term_dt, pending_transition, is_pending_dnc, dnc_phone, dropin_ineligible, office_id FROM members WHERE id = $1`,
    [id],
  );

describe('Term and Return', () => {
  it('terms an eligible member (the APP, with a transition plan) and shows Pending Termination', async () => {
    const id = await memberWhere(ELIGIBLE_ENGAGED);
    const input = { memberId: String(id), termReasonId: '984000015', note: 'Moved away', diagnosisDate: daysAgo(3) };
    // Type 1 on an engaged member: the transition plan is required for 984000015.
    const missing = await careApiRequestsDuring(stack, () => stack.gql('app', RUN.term, { input }));
    expect(errorCode(missing.result)).toBe('BAD_USER_INPUT');
    expect(errorMessage(missing.result)).toBe('A transition plan is required for this term reason');
    // The field the form marks comes with the message.
    expect(
      (missing.result as { body: { errors?: Array<{ extensions?: { fieldErrors?: unknown } }> } }).body.errors?.[0]?.extensions
        ?.fieldErrors,
    ).toEqual([{ field: 'transitionPlan', message: 'A transition plan is required for this term reason' }]);
    expect(writes(missing.requests)).toEqual([]);

    const before = await dashboardCounts('app', 'deattributionTabCounts');
    const r = dataOf(await stack.gql('app', RUN.term, { input: { ...input, transitionPlan: 'Hand off to the new PCP' } })).termMember;
    expect(r.eligibilityChange).toMatchObject({
      changeType: 'TERM',
      memberId: String(id),
      termReason: { id: '984000015' },
      status: 'PENDING_APP_CD_REVIEW',
      tab: 'APP_CD',
      member: { id: String(id) },
      changeLog: [{ statusChangedTo: 'PENDING_APP_CD_REVIEW' }],
    });
    // The Deattribution dashboard's first tab counts the new change, in the same answer.
    await expectCountsAfter('app', 'deattributionTabCounts', before, r, 'APP_CD');
    expect(r.member).toMatchObject({
      id: String(id),
      pendingTransition: true,
      headerTone: 'PENDING',
      eligibilityLabel: 'Pending Termination',
    });
    expect(r.member.viewerCan.term.allowed).toBe(false);
    expect((await memberRow(id)).pending_transition).toBe(true);
    expect(
      await count(`SELECT count(*)::int AS n FROM eligibility_changes WHERE member_id = $1 AND change_type = 'Term'`, [id]),
    ).toBeGreaterThan(0);

    // Terming again while pending: FORBIDDEN, nothing written.
    const rows = await count('SELECT count(*)::int AS n FROM eligibility_changes WHERE member_id = $1', [id]);
    await refusedUpstream('superadmin', RUN.term, { input: { ...input, termReasonId: '984000014' } });
    expect(await count('SELECT count(*)::int AS n FROM eligibility_changes WHERE member_id = $1', [id])).toBe(rows);
  });

  it('refuses 984000016 to a viewer without assignment types 1, 2 or 10, and checks the form', async () => {
    const id = await memberWhere(ELIGIBLE_NOT_ENGAGED);
    const base = { memberId: String(id), termReasonId: '984000016', note: 'Hospice', diagnosisDate: daysAgo(1) };
    const restricted = await careApiRequestsDuring(stack, () => stack.gql('staff', RUN.term, { input: base }));
    expect(errorCode(restricted.result)).toBe('BAD_USER_INPUT');
    expect(writes(restricted.requests)).toEqual([]);
    const early = await stack.gql('staff', RUN.term, { input: { ...base, termReasonId: '984000014', diagnosisDate: '1999-12-31' } });
    expect(errorCode(early)).toBe('BAD_USER_INPUT');
    const blank = await stack.gql('staff', RUN.term, { input: { ...base, termReasonId: '984000014', note: '  ' } });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect((await memberRow(id)).pending_transition).toBe(false);
  });

  it('returns an ineligible member (data management), refused to staff', async () => {
    const id = await memberWhere('NOT m.eligible AND NOT m.pending_transition AND m.term_dt IS NOT NULL');
    const input = { memberId: String(id), note: 'Payer confirmed eligibility' };
    const reason = await refusedUpstream('staff', RUN.returnEligible, { input });
    expect(reason).toMatch(/admins and data management/);
    expect((await memberRow(id)).pending_transition).toBe(false);

    const noNote = await stack.gql('datamanager', RUN.returnEligible, { input: { ...input, note: ' ' } });
    expect(errorMessage(noNote)).toBe(NOTE_REQUIRED_MESSAGE);

    const before = await dashboardCounts('datamanager', 'deattributionTabCounts');
    const r = dataOf(await stack.gql('datamanager', RUN.returnEligible, { input })).returnMemberEligible;
    expect(r.eligibilityChange).toMatchObject({ changeType: 'RETURN', memberId: String(id), tab: 'OM' });
    await expectCountsAfter('datamanager', 'deattributionTabCounts', before, r, 'OM');
    expect(r.member).toMatchObject({ pendingTransition: true, headerTone: 'PENDING', eligibilityLabel: 'Pending Return' });
  });
});

describe('DNC', () => {
  it('dnc-mgmt on a member who is not engaged: processed at once (Skip); staff is refused', async () => {
    const id = await memberWhere(`${ELIGIBLE_NOT_ENGAGED} AND ${CLEAN_DNC}`);
    const input = { memberId: String(id), reason: 3, note: 'Asked not to be called' };
    await refusedUpstream('staff', RUN.requestDnc, { input });
    expect(await memberRow(id)).toMatchObject({ dnc_phone: false, is_pending_dnc: false });

    const before = await dashboardCounts('dncmanager', 'dncTabCounts');
    const r = dataOf(await stack.gql('dncmanager', RUN.requestDnc, { input })).requestMemberDnc;
    expect(r.dncRequest).toMatchObject({ approvalType: 'SKIP', approved: true, isReturn: false, reasonId: '3', tab: 'HISTORY' });
    await expectCountsAfter('dncmanager', 'dncTabCounts', before, r, 'HISTORY');
    expect(r.member).toMatchObject({ dnc: true, pendingDnc: false });
    expect(r.member.viewerCan.removeDnc.allowed).toBe(true);
    expect(r.member.viewerCan.requestDnc.allowed).toBe(false);
  });

  it('staff on an engaged member: a pending request (Cd for reason 0); Remove only for a member on DNC', async () => {
    const id = await memberWhere(`${ELIGIBLE_ENGAGED} AND ${CLEAN_DNC}`);
    await refusedUpstream('staff', RUN.removeDnc, { input: { memberId: String(id), note: 'Back' } });
    const before = await dashboardCounts('staff', 'dncTabCounts');
    const r = dataOf(
      await stack.gql('staff', RUN.requestDnc, { input: { memberId: String(id), reason: 0, note: 'Family asked' } }),
    ).requestMemberDnc;
    expect(r.dncRequest).toMatchObject({ approvalType: 'CD', approved: null, tab: 'CD', member: { id: String(id) } });
    await expectCountsAfter('staff', 'dncTabCounts', before, r, 'CD');
    expect(r.member).toMatchObject({ pendingDnc: true, dnc: false });
    expect(r.member.viewerCan.requestDnc.allowed).toBe(false);
    // A pending request: neither button.
    await refusedUpstream('dncmanager', RUN.requestDnc, { input: { memberId: String(id), reason: 1, note: 'Again' } });
  });

  it('removes DNC with the reason Returned DNC', async () => {
    const id = await memberWhere('m.eligible AND m.dnc_phone AND NOT m.is_pending_dnc');
    const before = await dashboardCounts('staff', 'dncTabCounts');
    const r = dataOf(
      await stack.gql('staff', RUN.removeDnc, { input: { memberId: String(id), note: 'Member asked to be called again' } }),
    ).removeMemberDnc;
    expect(r.dncRequest).toMatchObject({ reasonId: '19', isReturn: true, approved: null, tab: 'OM' });
    await expectCountsAfter('staff', 'dncTabCounts', before, r, 'OM');
    expect(r.member.pendingDnc).toBe(true);
  });
});

describe('drop-ins', () => {
  it('revokes with a reason and restores with a note, each refused in the other state', async () => {
    const id = await memberWhere('NOT m.dropin_ineligible');
    await refusedUpstream('staff', RUN.restoreDropIn, { input: { memberId: String(id), note: 'x' } });
    const noReason = await stack.gql('staff', RUN.revokeDropIn, { input: { memberId: String(id), reason: ' ' } });
    expect(errorCode(noReason)).toBe('BAD_USER_INPUT');

    const revoked = dataOf(
      await stack.gql('staff', RUN.revokeDropIn, { input: { memberId: String(id), reason: 'Unsafe environment' } }),
    ).revokeMemberDropIn;
    expect(revoked.member).toMatchObject({ dropInIneligible: true });
    // No request created: no dashboard's counts.
    expect(revoked).toMatchObject({ deattributionTabCounts: null, dncTabCounts: null, transferTabCounts: null });
    expect(revoked.member.viewerCan.restoreDropIn.allowed).toBe(true);
    await refusedUpstream('superadmin', RUN.revokeDropIn, { input: { memberId: String(id), reason: 'Other' } });

    const restored = dataOf(
      await stack.gql('staff', RUN.restoreDropIn, { input: { memberId: String(id), note: 'Situation resolved' } }),
    ).restoreMemberDropIn;
    expect(restored.member.dropInIneligible).toBe(false);
    const logs = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MemberRecordMemberRecord5($id: ID!) {
            memberRecord(id: $id) {
              dropInLogs {
                inEligible
                reason
                note
              }
            }
          }
        `),
        { id: String(id) },
      ),
    ).memberRecord!.dropInLogs;
    expect(logs[0]).toMatchObject({ inEligible: false, reason: DROP_IN_RESTORE_REASON, note: 'Situation resolved' });
    expect(logs[1]).toMatchObject({ inEligible: true, reason: 'Unsafe environment' });
  });
});

describe('Change Office', () => {
  it('creates the transfer the Patient Transfer dashboard processes (data management); refused to staff and the CD', async () => {
    const id = await memberWhere(ELIGIBLE_ENGAGED);
    const member = await one<{ office_id: number; market_id: number }>('SELECT office_id, market_id FROM members WHERE id = $1', [id]);
    const choices = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query MemberRecordMemberOfficeChoices($id: ID!) {
            memberOfficeChoices(memberId: $id) {
              id
              marketId
              name
            }
          }
        `),
        { id: String(id) },
      ),
    ).memberOfficeChoices;
    const office = choices.find((o) => o.marketId === String(member.market_id) && o.id !== String(member.office_id));
    expect(office).toBeTruthy();
    expect(
      dataOf(
        await stack.gql(
          'staff',
          graphql(`
            query MemberRecordMemberOfficeChoices2($id: ID!) {
              memberOfficeChoices(memberId: $id) {
                id
              }
            }
          `),
          { id: String(id) },
        ),
      ).memberOfficeChoices,
    ).toEqual([]);

    const input = { memberId: String(id), officeId: office!.id, note: 'Closer to the family' };
    await refusedUpstream('staff', RUN.changeOffice, { input });
    await refusedUpstream('cd', RUN.changeOffice, { input });
    expect(await count('SELECT count(*)::int AS n FROM office_assignments WHERE member_id = $1 AND NOT processed', [id])).toBe(0);

    const before = await dashboardCounts('datamanager', 'transferTabCounts');
    const r = dataOf(await stack.gql('datamanager', RUN.changeOffice, { input })).changeMemberOffice;
    expect(r.officeTransfer).toMatchObject({ status: 'PENDING_APP_REVIEW', toOffice: { id: office!.id }, tab: 'APP' });
    await expectCountsAfter('datamanager', 'transferTabCounts', before, r, 'APP');
    const tab = dataOf(
      await stack.gql(
        'transfermanager',
        graphql(`
          query MemberRecordOfficeTransfer($id: ID!) {
            officeTransfer(id: $id) {
              id
              tab
              memberId
            }
          }
        `),
        { id: r.officeTransfer!.id },
      ),
    ).officeTransfer;
    expect(tab).toMatchObject({ tab: 'APP', memberId: String(id) });
  });
});

describe('red box error', () => {
  it('logs an error, then rests for 3 days', async () => {
    const id = await memberWhere(
      `NOT EXISTS (SELECT 1 FROM red_box_errors r WHERE r.member_id = m.id AND r.date_of_error > now() - interval '4 days')`,
    );
    const r = dataOf(await stack.gql('staff', RUN.redBox, { id: String(id) })).reportRedBoxError;
    expect(r.member.lastRedBoxErrorAt).toBeTruthy();
    expect(r.member.viewerCan.reportRedBoxError).toEqual({ allowed: false, reason: RED_BOX_REST_MESSAGE });
    const before = await count('SELECT count(*)::int AS n FROM red_box_errors WHERE member_id = $1', [id]);
    expect(await refusedUpstream('superadmin', RUN.redBox, { id: String(id) })).toBe(RED_BOX_REST_MESSAGE);
    expect(await count('SELECT count(*)::int AS n FROM red_box_errors WHERE member_id = $1', [id])).toBe(before);
  });
});

describe('contact validity', () => {
  it('marks a phone and an e-mail invalid (data management); refused to staff', async () => {
    const phone = await one<{ id: number; member_id: number; valid: boolean }>(
      'SELECT id, member_id, valid FROM member_phones ORDER BY id LIMIT 1',
    );
    const input = { memberId: String(phone.member_id), id: String(phone.id), valid: !phone.valid };
    await refusedUpstream('staff', RUN.phone, { input });
    expect((await one<{ valid: boolean }>('SELECT valid FROM member_phones WHERE id = $1', [phone.id])).valid).toBe(phone.valid);
    expect(dataOf(await stack.gql('datamanager', RUN.phone, { input })).setPhoneValidity).toEqual({
      id: String(phone.id),
      valid: !phone.valid,
    });
    expect((await one<{ valid: boolean }>('SELECT valid FROM member_phones WHERE id = $1', [phone.id])).valid).toBe(!phone.valid);

    const email = await one<{ id: number; member_id: number; valid: boolean }>(
      'SELECT id, member_id, valid FROM member_emails ORDER BY id LIMIT 1',
    );
    const emailInput = { memberId: String(email.member_id), id: String(email.id), valid: !email.valid };
    await refusedUpstream('agent', RUN.email, { input: emailInput });
    expect(dataOf(await stack.gql('datamanager', RUN.email, { input: emailInput })).setEmailValidity.valid).toBe(!email.valid);
    expect((await one<{ valid: boolean }>('SELECT valid FROM member_emails WHERE id = $1', [email.id])).valid).toBe(!email.valid);
  });
});

describe('eligibility inquiry', () => {
  it('opens a ticket (data management); refused to staff; the detail rule', async () => {
    const id = await memberWhere('NOT m.eligible');
    const input = {
      memberId: String(id),
      inquiryType: 'Request Reattribution',
      detail: 'Member should not have termed',
      notes: 'Please check',
    };
    const before = await count('SELECT count(*)::int AS n FROM eligibility_inquiries WHERE member_id = $1', [id]);
    await refusedUpstream('staff', RUN.inquiry, { input });
    const noDetail = await stack.gql('datamanager', RUN.inquiry, { input: { ...input, detail: null } });
    expect(errorCode(noDetail)).toBe('BAD_USER_INPUT');
    expect(await count('SELECT count(*)::int AS n FROM eligibility_inquiries WHERE member_id = $1', [id])).toBe(before);

    const { ticketNumber } = dataOf(await stack.gql('datamanager', RUN.inquiry, { input })).sendEligibilityInquiry;
    const ticket = await one<Record<string, unknown>>('SELECT member_id, inquiry_type, detail FROM eligibility_inquiries WHERE id = $1', [
      ticketNumber,
    ]);
    expect(ticket).toMatchObject({ member_id: id, inquiry_type: 'Request Reattribution', detail: 'Member should not have termed' });
  });
});

describe('call outcome', () => {
  it('only the caller logs the outcome of a call made from a list', async () => {
    const call = await one<{ id: number; member_id: number; employee_id: number }>(
      `SELECT id, member_id, employee_id FROM communications WHERE campaign_id IS NOT NULL AND employee_id IN (12, 14) ORDER BY id DESC LIMIT 1`,
    );
    expect(call).toBeTruthy();
    const [caller, other] = call.employee_id === 12 ? ['agent', 'agent2'] : ['agent2', 'agent'];
    const input = {
      memberId: String(call.member_id),
      communicationId: String(call.id),
      outcome: 'Left voicemail',
      conversation: 'Will call back',
    };
    const before = await one<Record<string, unknown>>('SELECT out_come, conversation FROM communications WHERE id = $1', [call.id]);
    await refusedUpstream(other, RUN.outcome, { input });
    expect(await one<Record<string, unknown>>('SELECT out_come, conversation FROM communications WHERE id = $1', [call.id])).toEqual(
      before,
    );
    expect(errorCode(await stack.gql(caller, RUN.outcome, { input: { ...input, outcome: 'Maybe' } }))).toBe('BAD_USER_INPUT');

    const r = dataOf(await stack.gql(caller, RUN.outcome, { input })).logCallOutcome;
    expect(r).toEqual({ id: String(call.id), outcome: 'Left voicemail', conversation: 'Will call back', byViewer: true });
    expect(await one<Record<string, unknown>>('SELECT out_come, conversation FROM communications WHERE id = $1', [call.id])).toEqual({
      out_come: 'Left voicemail',
      conversation: 'Will call back',
    });
  });
});
