import type { MemberRecordPageQueryVariables } from '../../generated/graphql.ts';

/**
 * The page's hash tabs, as links write them (#phoneNumbers). The SDL's MemberRecordTab names the
 * same tabs in SCREAMING_CASE (PHONE_NUMBERS).
 */
export type MemberRecordTab =
  | 'overview'
  | 'assignments'
  | 'eligibility'
  | 'visits'
  | 'communications'
  | 'addresses'
  | 'phoneNumbers'
  | 'emails'
  | 'census'
  | 'callListHistory';

export const MEMBER_TABS: readonly { tab: MemberRecordTab; label: string }[] = [
  { tab: 'overview', label: 'Overview' },
  { tab: 'assignments', label: 'Assignments' },
  { tab: 'eligibility', label: 'Eligibility' },
  { tab: 'visits', label: 'Visits' },
  { tab: 'communications', label: 'Communications' },
  { tab: 'addresses', label: 'Addresses' },
  { tab: 'phoneNumbers', label: 'Phone Numbers' },
  { tab: 'emails', label: 'Emails' },
  { tab: 'census', label: 'Census' },
  { tab: 'callListHistory', label: 'Call List History' },
];

/** A hash tab's MemberRecordTab name in the graph: 'phoneNumbers' → 'PHONE_NUMBERS'. */
const graphName = (tab: MemberRecordTab) => tab.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * The tab named by the URL's hash, as links write it ('#census') or by its graph name
 * ('#CENSUS'); Overview when there is none or it names no tab.
 */
export function tabOfHash(hash: string): MemberRecordTab {
  const name = hash.replace(/^#/, '');
  return MEMBER_TABS.find((t) => t.tab === name || graphName(t.tab) === name)?.tab ?? 'overview';
}

/**
 * The page query's variables: the card always, the open tab's list, and, when the page was opened
 * by a call from a call list, what the call panel shows (phones, the campaign's history row, the
 * call's communication and the outcomes) in the same request.
 */
export function pageVariables(id: string, tab: MemberRecordTab, fromCall: boolean): MemberRecordPageQueryVariables {
  const open = (t: MemberRecordTab) => tab === t;
  return {
    id,
    overview: open('overview'),
    assignments: open('assignments'),
    eligibility: open('eligibility'),
    visits: open('visits'),
    communications: open('communications') || fromCall,
    addresses: open('addresses'),
    phoneNumbers: open('phoneNumbers') || fromCall,
    emails: open('emails'),
    census: open('census'),
    callListHistory: open('callListHistory') || fromCall,
    fromCall,
  };
}

/** The call-list arrival, from the URL: /member/:id?campaign=<campaignId>[&communication=<id>]. */
export interface CallArrival {
  campaignId: string;
  /** The communication the call logged, when the opener knew it. */
  communicationId: string | null;
}

export function callArrivalOf(params: URLSearchParams): CallArrival | null {
  const campaignId = params.get('campaign');
  if (!campaignId || !/^\d+$/.test(campaignId)) return null;
  const communication = params.get('communication');
  return { campaignId, communicationId: communication && /^\d+$/.test(communication) ? communication : null };
}
