/** Membership Reporting: red box errors and drop-in ineligible members. */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { FILE_COLUMNS as F, redBoxErrorsReportRule } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { requireAnyClaim } from '../auth.ts';
import { implement, type Binding } from '../http.ts';
import { checkedAsOfToday } from './access.ts';
import { fullName, MEMBER_AND_PLACE, MEMBER_COLUMNS, MEMBERS_WITH_PLACE, PLACE_COLUMNS } from './fragments.ts';
import { stamped, streamSheet, type Column } from './sheet.ts';

/** Red box errors logged on the days startDate..endDate (UTC), of one market or all, oldest first. */
const RED_BOX_SQL = `
SELECT r.id, iso_utc(r.date_of_error) AS "dateOfError",
       ${MEMBER_AND_PLACE}, ${fullName('e')} AS "submittedBy"
FROM red_box_errors r JOIN members m ON m.id = r.member_id JOIN markets mk ON mk.id = m.market_id
LEFT JOIN offices o ON o.id = m.office_id LEFT JOIN employees e ON e.id = r.submitted_by_id
WHERE r.date_of_error >= ($1::date)::timestamp AT TIME ZONE 'UTC'
  AND r.date_of_error < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
  AND ($3::int IS NULL OR m.market_id = $3)
ORDER BY r.date_of_error, r.id`;

const RED_BOX_COLUMNS: Column[] = [
  { header: F.errorId, key: 'id', width: 10 },
  { header: F.dateOfError, key: 'dateOfError', width: 20, as: 'dateTime' },
  ...MEMBER_COLUMNS,
  ...PLACE_COLUMNS,
  { header: F.submittedBy, key: 'submittedBy', width: 24 },
];

/** Members drop-in ineligible now, with the log that made them so (their latest), by office then AaneelId. */
const DROP_INELIGIBLE_SQL = `
SELECT ${MEMBER_AND_PLACE},
       CASE WHEN m.engaged THEN 'Yes' ELSE 'No' END AS engaged,
       to_char(lg.change_dt AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS since, lg.reason, ${fullName('e')} AS "changedBy", lg.note
FROM ${MEMBERS_WITH_PLACE}
LEFT JOIN LATERAL (
  SELECT d.change_dt, d.reason, d.note, d.changed_by_id FROM drop_in_logs d
  WHERE d.member_id = m.id ORDER BY d.change_dt DESC, d.id DESC LIMIT 1
) lg ON true
LEFT JOIN employees e ON e.id = lg.changed_by_id
WHERE m.dropin_ineligible
ORDER BY o.name NULLS LAST, m.aaneel_id`;

const DROP_INELIGIBLE_COLUMNS: Column[] = [
  ...MEMBER_COLUMNS,
  ...PLACE_COLUMNS,
  { header: F.engaged, key: 'engaged', width: 9 },
  { header: 'Ineligible Since', key: 'since', width: 16, as: 'date' },
  { header: F.reason, key: 'reason', width: 36 },
  { header: F.changedBy, key: 'changedBy', width: 24 },
  { header: F.note, key: 'note', width: 40 },
];

export function membershipReportRoutes(db: Db): Binding[] {
  return [
    implement(routes.redBoxErrorsReport, async ({ query, caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.memberExporters, 'The red box errors report');
      const { startDate, endDate, marketId } = checkedAsOfToday(redBoxErrorsReportRule, query);
      const { rows } = await db.query(RED_BOX_SQL, [startDate, endDate, marketId]);
      await streamSheet(res, `RedBoxErrorsReport-${startDate}-${endDate}.xlsx`, 'Red Box Errors', RED_BOX_COLUMNS, rows);
    }),

    implement(routes.dropIneligibleReport, async ({ caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.memberExporters, 'The drop-in ineligible report');
      const { rows } = await db.query(DROP_INELIGIBLE_SQL);
      await streamSheet(res, stamped('DropIneligibleReport'), 'Drop-In Ineligible', DROP_INELIGIBLE_COLUMNS, rows);
    }),
  ];
}
