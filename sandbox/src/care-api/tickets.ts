import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { implement, unprocessable, type Binding } from './http.ts';

export function ticketRoutes(db: Db): Binding[] {
  return [
    implement(routes.sendTicket, async ({ query, body, caller }) => {
      for (const [field, value] of Object.entries({
        subject: query.subject,
        requestor: query.requestor,
        userNotes: query.userNotes,
        erroredTool: query.erroredTool,
      })) {
        if (value.trim() === '') throw unprocessable(`${field} is required`);
      }
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO support_tickets (subject, requestor, file_name, user_notes, errored_tool, logs, created_by)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
        [
          query.subject,
          query.requestor,
          query.fileName ?? null,
          query.userNotes,
          query.erroredTool,
          JSON.stringify(body ?? []),
          caller.uid,
        ],
      );
      return rows[0].id;
    }),
  ];
}
