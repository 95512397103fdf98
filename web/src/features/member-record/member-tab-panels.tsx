import type { ReactNode } from 'react';
import { Badge, DataList, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { DncApprovalType, MemberRecordPageQuery } from '../../generated/graphql.ts';
import type { MemberRecordTab } from './member-tabs.ts';
import { formatCount, formatDate, formatDateTime, formatPoints, formatText, formatYesNo, statusLabel } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { ContactTables } from './contact-validity.tsx';

export type MemberPageRecord = NonNullable<MemberRecordPageQuery['memberRecord']>;
type Rows<K extends keyof MemberPageRecord> = NonNullable<MemberPageRecord[K]>;
type Row<K extends keyof MemberPageRecord> = Rows<K> extends readonly (infer R)[] ? R : never;

function table<T>(caption: string, rows: readonly T[], columns: ListColumn<T>[], rowKey: (row: T) => string, emptyText: string) {
  return <ListTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} />;
}

/** Assignment change status: Error when it has one; Rejected when processed unapproved with transition notes; Processed; else Pending. */
export function officeChangeStatus(row: Row<'officeChanges'>): string {
  if (row.error) return 'Error';
  if (row.processed && row.status === 'REJECTION_PROCESSED' && row.transitionNotes) return 'Rejected';
  if (row.processed) return 'Processed';
  return 'Pending';
}

const OFFICE_COLUMNS: ListColumn<Row<'officeChanges'>>[] = [
  { key: 'office', header: 'Office', cell: (r) => r.toOffice.name },
  { key: 'from', header: 'From', cell: (r) => formatText(r.fromOffice?.name) },
  { key: 'effective', header: 'Effective', cell: (r) => formatDate(r.effectiveDate) },
  { key: 'status', header: 'Status', cell: (r) => officeChangeStatus(r) },
  { key: 'processed', header: 'Processed', cell: (r) => formatDateTime(r.processedAt) },
  { key: 'requestedBy', header: 'Requested By', cell: (r) => formatText(r.requestedBy?.fullName) },
  { key: 'note', header: 'Note', cell: (r) => formatText(r.note) },
  { key: 'transitionNotes', header: 'Transition Notes', cell: (r) => formatText(r.transitionNotes) },
  { key: 'error', header: 'Error', cell: (r) => formatText(r.error) },
];

const ELIGIBILITY_COLUMNS: ListColumn<Row<'eligibilityChanges'>>[] = [
  { key: 'type', header: 'Change', cell: (r) => statusLabel(r.changeType) },
  { key: 'entered', header: 'Entered', cell: (r) => formatDateTime(r.dateEntered) },
  { key: 'reason', header: 'Term Reason', cell: (r) => formatText(r.termReason?.name) },
  { key: 'diagnosis', header: 'Diagnosis Date', cell: (r) => formatDate(r.diagnosisDate) },
  { key: 'status', header: 'Status', cell: (r) => statusLabel(r.status) },
  { key: 'termDate', header: 'Term Date', cell: (r) => formatDate(r.termDate) },
  { key: 'processed', header: 'Processed', cell: (r) => formatDateTime(r.processedAt) },
  { key: 'note', header: 'Note', cell: (r) => formatText(r.note) },
  { key: 'plan', header: 'Transition Plan', cell: (r) => formatText(r.transitionPlan) },
];

const DROP_IN_COLUMNS: ListColumn<Row<'dropInLogs'>>[] = [
  { key: 'at', header: 'Changed', cell: (r) => formatDateTime(r.changedAt) },
  { key: 'by', header: 'Changed By', cell: (r) => formatText(r.changedBy?.fullName) },
  { key: 'eligible', header: 'Drop-In Eligible', cell: (r) => formatYesNo(!r.inEligible) },
  { key: 'reason', header: 'Reason', cell: (r) => formatText(r.reason) },
  { key: 'note', header: 'Note', cell: (r) => formatText(r.note) },
];

/** Who decides a DNC request, in the DNC dashboard's words (its CD and OM Approval tabs); SKIP was processed at once. */
const DNC_APPROVAL_LABELS: Record<DncApprovalType, string> = { CD: 'CD', OM: 'OM', SKIP: 'None (processed at once)' };

const DNC_COLUMNS: ListColumn<Row<'dncRequests'>>[] = [
  { key: 'requested', header: 'Requested', cell: (r) => formatDateTime(r.requestedAt) },
  { key: 'by', header: 'Requested By', cell: (r) => formatText(r.requestedBy?.fullName) },
  { key: 'reason', header: 'Reason', cell: (r) => r.reason },
  { key: 'approval', header: 'Approval', cell: (r) => DNC_APPROVAL_LABELS[r.approvalType] },
  { key: 'result', header: 'Result', cell: (r) => r.result },
  { key: 'handled', header: 'Handled', cell: (r) => formatDateTime(r.handledAt) },
  { key: 'note', header: 'Note', cell: (r) => formatText(r.note) },
];

const VISIT_COLUMNS: ListColumn<Row<'visits'>>[] = [
  { key: 'start', header: 'Start', cell: (r) => formatDateTime(r.start) },
  { key: 'with', header: 'Visit With', cell: (r) => formatText(r.visitWith?.fullName) },
  { key: 'type', header: 'Visit Type', cell: (r) => r.visitType },
  { key: 'status', header: 'Status', cell: (r) => r.status },
];

const COMMUNICATION_COLUMNS: ListColumn<Row<'communications'>>[] = [
  { key: 'at', header: 'Date', cellProps: { whiteSpace: 'nowrap' }, cell: (r) => formatDateTime(r.at) },
  { key: 'purpose', header: 'Purpose', cell: (r) => r.purpose },
  { key: 'campaign', header: 'Campaign', cell: (r) => formatText(r.campaignName) },
  { key: 'from', header: 'From', cell: (r) => formatText(r.fromPersonName) },
  { key: 'outcome', header: 'Outcome', cell: (r) => formatText(r.outcome) },
  { key: 'conversation', header: 'Conversation', cell: (r) => formatText(r.conversation) },
];

const ADDRESS_COLUMNS: ListColumn<Row<'addresses'>>[] = [
  {
    key: 'address',
    header: 'Address',
    cell: (r) => formatText(r.formattedAddress || [r.address1, r.city, r.state, r.zip].filter(Boolean).join(', ')),
  },
  { key: 'primary', header: 'Primary', cell: (r) => formatYesNo(r.primary) },
  { key: 'active', header: 'Active', cell: (r) => formatYesNo(r.active) },
  { key: 'inactive', header: 'Inactive Date', cell: (r) => formatDate(r.inactiveDate) },
];

const CENSUS_COLUMNS: ListColumn<Row<'census'>>[] = [
  { key: 'admitted', header: 'Admission', cell: (r) => formatDate(r.admissionDate) },
  { key: 'discharged', header: 'Discharge', cell: (r) => formatDate(r.dischargeDate) },
  { key: 'type', header: 'Type', cell: (r) => r.type },
  { key: 'place', header: 'Service Place', cell: (r) => formatText(r.servicePlace) },
  { key: 'facility', header: 'Facility', cell: (r) => formatText(r.facilityName) },
  { key: 'doctor', header: 'Attending Doctor', cell: (r) => formatText(r.attendingDoctorName) },
  { key: 'service', header: 'Service Type', cell: (r) => formatText(r.serviceType) },
  { key: 'note', header: 'Note', cell: (r) => formatText(r.note) },
];

const HISTORY_COLUMNS: ListColumn<Row<'callListHistory'>>[] = [
  { key: 'date', header: 'List Date', cell: (r) => formatDate(r.listDate) },
  { key: 'campaign', header: 'Campaign', cell: (r) => formatText(r.campaignName) },
  { key: 'driver', header: 'Driver', cell: (r) => formatText(r.driver) },
  { key: 'points', header: 'Points', align: 'end', cell: (r) => formatPoints(r.points) },
  { key: 'reason', header: 'Reason', cell: (r) => formatText(r.reason) },
  { key: 'popped', header: 'Called', cell: (r) => formatDateTime(r.poppedAt) },
];

function Metric({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function OverviewPanel({ overview: o }: { overview: Rows<'overview'> }) {
  const at = (date: string | null, type: string | null) => (date ? `${formatDateTime(date)}${type ? ` (${type})` : ''}` : formatText(null));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" data-testid="member-overview">
      <DataList.Root orientation="horizontal" size="sm">
        <Metric label="Engaged">{formatYesNo(o.isEngaged)}</Metric>
        <Metric label="Market">{formatText(o.marketDesc)}</Metric>
        <Metric label="Group Name">{formatText(o.groupName)}</Metric>
        <Metric label="PCP (Quality)">{formatText(o.pcpNameFromQuality)}</Metric>
        <Metric label="PCP Group (Quality)">{formatText(o.pcpGroupNameFromQuality)}</Metric>
        <Metric label="Stratification">{formatText(o.stratification)}</Metric>
        <Metric label="Medications">{formatCount(o.currentNumberOfMedications)}</Metric>
        <Metric label="Recent Cancer">{formatYesNo(o.recentCancerIndicator)}</Metric>
        <Metric label="Recent BH">{formatYesNo(o.recentBhIndicator)}</Metric>
        <Metric label="RAF Delta">{formatPoints(o.rafDelta)}</Metric>
        <Metric label="Risk Engaged Months">{formatCount(o.totalRiskEngagedMonths)}</Metric>
        <Metric label="First Outreach Attempt">{formatDateTime(o.outreachFirstAttemptedAt)}</Metric>
        <Metric label="Last Outreach Attempt">{formatDateTime(o.outreachLastAttemptedAt)}</Metric>
        <Metric label="First Contacted">{formatDateTime(o.outreachFirstContactedAt)}</Metric>
        <Metric label="Last Contacted">{formatDateTime(o.outreachLastContactedAt)}</Metric>
        <Metric label="Disengaged">{formatYesNo(o.disengaged)}</Metric>
        <Metric label="Missed Visit Not Scheduled">{formatYesNo(o.missedVisitNotScheduled)}</Metric>
        <Metric label="PSV Eligible">{formatYesNo(o.psvEligible)}</Metric>
        <Metric label="F2F Eligible">{formatYesNo(o.f2fEligible)}</Metric>
      </DataList.Root>
      <DataList.Root orientation="horizontal" size="sm">
        <Metric label="Acute Admits (1 / 3 / 12 mo)">
          {`${formatCount(o.acuteAdmitsLastMonth)} / ${formatCount(o.acuteAdmits3Months)} / ${formatCount(o.acuteAdmits12Months)}`}
        </Metric>
        <Metric label="ER Visits (1 / 3 / 12 mo)">
          {`${formatCount(o.erVisitsLastMonth)} / ${formatCount(o.erVisits3Months)} / ${formatCount(o.erVisits12Months)}`}
        </Metric>
        <Metric label="Last Admit">
          {o.lastAdmitDate ? `${formatDate(o.lastAdmitDate)}${o.lastAdmitType ? ` (${o.lastAdmitType})` : ''}` : formatText(null)}
        </Metric>
        <Metric label="Last IV Visit">
          {o.lastIvVisitDate
            ? `${formatDate(o.lastIvVisitDate)}${o.lastIvVisitStatus ? ` (${o.lastIvVisitStatus})` : ''}`
            : formatText(null)}
        </Metric>
        <Metric label="IV/AV This Year">{formatYesNo(o.ivAvCurrentYear)}</Metric>
        <Metric label="Last Appointment">{at(o.lastAppointmentAt, o.lastAppointmentType)}</Metric>
        <Metric label="Next Appointment">{at(o.nextAppointmentAt, o.nextAppointmentType)}</Metric>
        <Metric label="Last Social Work Visit">{formatDate(o.lastSocialWorkVisitDate)}</Metric>
      </DataList.Root>
    </SimpleGrid>
  );
}

/** What the open tab shows, from the list the page query (or an action's answer) put in the cache. */
export function TabPanel({ tab, member }: { tab: MemberRecordTab; member: MemberPageRecord }) {
  switch (tab) {
    case 'overview':
      return member.overview ? <OverviewPanel overview={member.overview} /> : null;
    case 'assignments':
      return member.officeChanges ? table('Office changes', member.officeChanges, OFFICE_COLUMNS, (r) => r.id, 'No office changes.') : null;
    case 'eligibility':
      return member.eligibilityChanges && member.dropInLogs && member.dncRequests ? (
        <Stack gap="5">
          <Heading as="h3" size="sm">
            Eligibility Changes
          </Heading>
          {table('Eligibility changes', member.eligibilityChanges, ELIGIBILITY_COLUMNS, (r) => r.id, 'No eligibility changes.')}
          <Heading as="h3" size="sm">
            Drop-In Log{' '}
            {member.dropInIneligible && (
              <Badge colorPalette="red" ms="2">
                Ineligible for drop-ins
              </Badge>
            )}
          </Heading>
          {table('Drop-in log', member.dropInLogs, DROP_IN_COLUMNS, (r) => r.id, 'No drop-in changes.')}
          <Heading as="h3" size="sm">
            DNC Requests
          </Heading>
          {table('DNC requests', member.dncRequests, DNC_COLUMNS, (r) => r.id, 'No DNC requests.')}
        </Stack>
      ) : null;
    case 'visits':
      return member.visits ? table('Visits', member.visits, VISIT_COLUMNS, (r) => r.id, 'No visits.') : null;
    case 'communications':
      return member.communications
        ? table('Communications', member.communications, COMMUNICATION_COLUMNS, (r) => r.id, 'No communications.')
        : null;
    case 'addresses':
      return member.addresses ? table('Addresses', member.addresses, ADDRESS_COLUMNS, (r) => r.id, 'No addresses.') : null;
    case 'phoneNumbers':
      return member.phoneNumbers ? <ContactTables kind="phone" member={member} rows={member.phoneNumbers} /> : null;
    case 'emails':
      return member.emails ? <ContactTables kind="email" member={member} rows={member.emails} /> : null;
    case 'census':
      return member.census ? table('Hospital census', member.census, CENSUS_COLUMNS, (r) => r.id, 'No admissions.') : null;
    case 'callListHistory':
      return member.callListHistory
        ? table(
            'Call list history',
            member.callListHistory,
            HISTORY_COLUMNS,
            (r) => `${r.campaignId}-${r.listDate}-${r.poppedAt ?? ''}`,
            'Never on a call list.',
          )
        : null;
  }
}

/** The open tab's list is in the cache (or the tab has nothing to wait for). */
export function tabLoaded(tab: MemberRecordTab, member: MemberPageRecord): boolean {
  switch (tab) {
    case 'overview':
      return member.overview !== undefined;
    case 'assignments':
      return member.officeChanges !== undefined;
    case 'eligibility':
      return member.eligibilityChanges !== undefined && member.dropInLogs !== undefined && member.dncRequests !== undefined;
    default:
      return member[tab] !== undefined;
  }
}
