/**
 * Bench (f), the member page: the Care API requests and the latency of what the page asks on
 * arrival (the card and its Overview tab) and of every tab, for the member with the most phone
 * numbers, addresses, emails, communications, admissions, visits and call-list history rows, and
 * for a member with the fewest. The card's requests are batched and each tab is one request, so
 * the counts of the two members must be equal; a difference (or a failing query) fails the run.
 */
import type { Db, Queryable } from '../../sandbox/src/db/index.ts';
import type { BenchGraphql } from './approval-tables.ts';
import type { LoadRequest } from './load-worker.ts';
import { percentile, runLoad } from './measure.ts';

const CARD = `id aaneelId fullName dateOfBirth birthdaySoon memberId payerName planName homePhone activeAddress marketName
  officeName app { id fullName } pcc { id fullName } weather insuranceGroup pcpName clinicalGroup eligible engaged
  eligibilityLabel termDate termReason { id name } deceasedDate pendingDnc dnc headerTone recentAdmission lastRedBoxErrorAt
  viewerCan { term { allowed reason } returnEligible { allowed reason } requestDnc { allowed reason } removeDnc { allowed reason }
    revokeDropIn { allowed reason } restoreDropIn { allowed reason } changeOffice { allowed reason }
    reportRedBoxError { allowed reason } setContactValidity { allowed reason } }`;

const OVERVIEW = `overview { stratification acuteAdmits12Months erVisits12Months lastAppointmentAt nextAppointmentAt lastAdmitDate }`;

const TABS = `officeChanges { id status } eligibilityChanges { id status } dropInLogs { id } visits { id start }
  communications { id at } addresses { id formattedAddress } phoneNumbers { id number valid } emails { id address valid }
  census { id admissionDate } callListHistory { campaignId listDate }`;

/** What the page asks when it opens (the card and the default tab). */
export const memberArrivalQuery = (id: number) => `{ memberRecord(id: ${id}) { ${CARD} ${OVERVIEW} } }`;
/** The card with every tab at once: the most a member page can ask in one query. */
const memberAllTabsQuery = (id: number) => `{ memberRecord(id: ${id}) { ${CARD} ${OVERVIEW} ${TABS} } }`;

interface Measured {
  memberId: number;
  /** History rows of the member across the tabs' tables. */
  rows: number;
  arrivalRequests: number;
  allTabsRequests: number;
}

export interface MemberPageResult {
  members: Measured[];
  /** The arrival query under load, for the member with the most rows. */
  p50Ms: number;
  p99Ms: number;
  opsPerS: number;
  failures: number;
  error?: string;
}

/** Tables behind the member page's tabs, each holding a `member_id` column. */
const MEMBER_HISTORY_TABLES = [
  'member_phones',
  'member_addresses',
  'member_emails',
  'communications',
  'hospital_census',
  'appointments',
  'calls_popped',
];

/**
 * An SQL expression for member `m`'s row count across the tables behind the tabs (a table the
 * database lacks counts as none).
 */
export async function memberHistoryRowsSql(db: Queryable): Promise<string> {
  const present = (
    await db.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_name = ANY($1)`, [
      MEMBER_HISTORY_TABLES,
    ])
  ).rows.map((r) => r.table_name);
  return present.map((t) => `(SELECT count(*) FROM ${t} x WHERE x.member_id = m.id)`).join(' + ') || '0';
}

/** The members with the most and the fewest history rows. */
async function rowCounts(db: Db): Promise<Array<{ id: number; rows: number }>> {
  const counts = await memberHistoryRowsSql(db);
  const { rows } = await db.query<{ id: number; rows: string }>(
    `(SELECT m.id, ${counts} AS rows FROM members m ORDER BY 2 DESC, m.id LIMIT 1)
     UNION ALL (SELECT m.id, ${counts} AS rows FROM members m ORDER BY 2 ASC, m.id LIMIT 1)`,
  );
  return rows.map((r) => ({ id: r.id, rows: Number(r.rows) }));
}

export async function benchMemberPage(
  client: BenchGraphql,
  opts: { db: Db; gatewayUrl: string; token: string; durationMs: number; concurrency: number },
): Promise<MemberPageResult> {
  const empty = { members: [], p50Ms: 0, p99Ms: 0, opsPerS: 0, failures: 0 };
  try {
    const members: Measured[] = [];
    for (const { id, rows } of await rowCounts(opts.db)) {
      // Warms token verification and the reference data equally for both members.
      await client.gql(memberAllTabsQuery(id));
      client.requests.reset();
      await client.gql(memberArrivalQuery(id));
      const arrivalRequests = client.requests.count();
      client.requests.reset();
      await client.gql(memberAllTabsQuery(id));
      members.push({ memberId: id, rows, arrivalRequests, allTabsRequests: client.requests.count() });
    }
    const request: LoadRequest = {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
      body: JSON.stringify({ query: memberArrivalQuery(members[0].memberId) }),
    };
    const load = await runLoad({
      concurrency: opts.concurrency,
      warmupMs: 1_000,
      durationMs: opts.durationMs,
      origin: opts.gatewayUrl,
      requests: [request],
      expectGraphql: true,
    });
    const sorted = [...load.latenciesMs].sort((a, b) => a - b);
    return {
      members,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      opsPerS: load.operations / load.seconds,
      failures: load.failures,
    };
  } catch (error) {
    return { ...empty, error: (error as Error).message.split('\n').pop()?.slice(0, 300) };
  }
}

/** Prints table (f); false when the counts depend on the member's rows or the query failed. */
export function reportMemberPage(result: MemberPageResult, table: (headers: string[], rows: string[][]) => string): boolean {
  console.log('(f) The member page: Care API requests on arrival (card + Overview) and with every tab, and the arrival query under load');
  if (result.error) {
    console.error(`FAIL: the member page query failed: ${result.error}`);
    return false;
  }
  console.log(
    table(
      ['member', 'tab rows', 'requests on arrival', 'requests, every tab'],
      result.members.map((m) => [String(m.memberId), String(m.rows), String(m.arrivalRequests), String(m.allTabsRequests)]),
    ),
  );
  console.log(
    `arrival query, member ${result.members[0]?.memberId}: ${result.opsPerS.toFixed(0)} ops/s, p50 ${result.p50Ms.toFixed(1)} ms, ` +
      `p99 ${result.p99Ms.toFixed(1)} ms, ${result.failures} failures`,
  );
  let ok = result.failures === 0;
  if (!ok) console.error(`FAIL: ${result.failures} member page queries failed under load`);
  for (const key of ['arrivalRequests', 'allTabsRequests'] as const) {
    const counts = new Set(result.members.map((m) => m[key]));
    if (counts.size > 1) {
      ok = false;
      console.error(
        `FAIL: the member page's upstream requests depend on the member's rows (${result.members.map((m) => m[key]).join(' vs ')})`,
      );
    }
  }
  return ok;
}
