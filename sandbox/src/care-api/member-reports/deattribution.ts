/** The submitted-for-term report: Term requests entered in a range of days, with where they stand. */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { DEATTRIBUTION_QUEUE_TYPES } from '@luminate/schema/approvals';
import { FILE_COLUMNS as F, submittedForTermReportRule } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { forbidden, implement, type Binding } from '../http.ts';
import { checkedAsOfToday, holdsAll, holdsAny, holdsAssignment } from './access.ts';
import { fullName, MEMBER_COLUMNS, MEMBER_NAME } from './fragments.ts';
import { streamSheet, type Column } from './sheet.ts';

/** Term requests entered on the days start..end (UTC), oldest first, with where they stand. */
const SUBMITTED_FOR_TERM_SQL = `
SELECT c.id, m.aaneel_id AS "aaneelId", ${MEMBER_NAME} AS name, o.name AS office,
       tr.name AS "termReason", to_char(c.term_dt, 'YYYY-MM-DD') AS "termDate",
       ${fullName('rb')} AS "requestedBy", iso_utc(c.date_entered) AS "dateEntered",
       c.status, iso_utc(c.status_changed_dt) AS "statusChanged", c.note
FROM eligibility_changes c JOIN members m ON m.id = c.member_id LEFT JOIN offices o ON o.id = m.office_id
LEFT JOIN term_reasons tr ON tr.id = c.term_reason_id LEFT JOIN employees rb ON rb.id = c.requested_by_id
WHERE c.change_type = 'Term'
  AND c.date_entered >= ($1::date)::timestamp AT TIME ZONE 'UTC'
  AND c.date_entered < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
ORDER BY c.date_entered, c.id`;

const SUBMITTED_FOR_TERM_COLUMNS: Column[] = [
  { header: F.changeId, key: 'id', width: 10 },
  ...MEMBER_COLUMNS,
  { header: F.office, key: 'office', width: 12 },
  { header: F.termReason, key: 'termReason', width: 36 },
  { header: F.termDate, key: 'termDate', width: 12, as: 'date' },
  { header: F.requestedBy, key: 'requestedBy', width: 24 },
  { header: F.dateEntered, key: 'dateEntered', width: 20, as: 'dateTime' },
  { header: F.status, key: 'status', width: 24 },
  { header: F.statusChanged, key: 'statusChanged', width: 20, as: 'dateTime' },
  { header: F.note, key: 'note', width: 40 },
];

export function deattributionReportRoutes(db: Db): Binding[] {
  return [
    implement(routes.submittedForTermReport, async ({ query, caller, res }) => {
      const sees =
        holdsAny(caller, CLAIM_GROUPS.eligibilityOverseers) ||
        holdsAll(caller, CLAIM_GROUPS.mailingListCancellers) ||
        (await holdsAssignment(db, caller, DEATTRIBUTION_QUEUE_TYPES));
      if (!sees) throw forbidden("The submitted-for-term report is for those who see the Deattribution dashboard's data");
      const { start, end } = checkedAsOfToday(submittedForTermReportRule, query);
      const { rows } = await db.query(SUBMITTED_FOR_TERM_SQL, [start, end]);
      await streamSheet(res, `SubmittedForTermReport-${start}-${end}.xlsx`, 'Submitted For Term', SUBMITTED_FOR_TERM_COLUMNS, rows);
    }),
  ];
}
