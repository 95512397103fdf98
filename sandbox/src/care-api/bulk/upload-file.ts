/**
 * POST /api/Files/UploadFile?name=&sourceId= (Data Mgmt's File Upload): any file, up to 20 MB,
 * is placed in the outbound folder named after the chosen source in lower case, in the file
 * store (outbound/<source name in lower case>/<name>), from where it is delivered. The file is
 * registered as a file of that source, uncategorised, with a Received job by the uploader, so it
 * shows on the File Dashboard for the source; uploading the same name again replaces the bytes
 * and renews the file's date.
 *
 * The Care API checks its own rule, whoever calls it: uploading needs dataMgmt. The name must
 * already be sanitised (word characters, dot, hyphen, at most 255): the store never sees
 * anything else.
 */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { FILE_UPLOAD_MESSAGES, outboundFolderOf } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import type { FileStore } from '../file-store.ts';
import { requireAnyClaim } from '../auth.ts';
import { implement, unprocessable, type Binding } from '../http.ts';

/** Where an uploaded file lies in the file store. */
const outboundFilePath = (folder: string, name: string) => `outbound/${folder}/${name}`;

/** The source's outbound folder, or (for a name that is no usable folder, such as '.') one made from its id. */
function folderOf(source: { id: number; name: string }): string {
  const folder = outboundFolderOf(source.name);
  return folder === '' || folder === '.' || folder === '..' ? `source-${source.id}` : folder;
}

export function uploadFileRoutes(db: Db, store: FileStore): Binding[] {
  return [
    implement(routes.uploadFile, async ({ query, body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Uploading a file');
      // The query passed fileUploadRule (the contract's): a source id and a sanitised name.
      const { sourceId, name } = query;
      const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM file_sources WHERE id = $1', [sourceId]);
      const source = rows[0];
      if (!source) throw unprocessable(FILE_UPLOAD_MESSAGES.source);
      const folder = folderOf(source);
      const storagePath = outboundFilePath(folder, name);
      // The bytes first (written whole, then renamed into place), then the record that points at them.
      await store.write(storagePath, body);
      const fileId = await db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO files (name, source_id, file_date, storage_path, size_bytes)
           VALUES ($1, $2, now(), $3, $4)
           ON CONFLICT (storage_path) DO UPDATE SET source_id = EXCLUDED.source_id, file_date = now(), size_bytes = EXCLUDED.size_bytes,
             errored_bucket = NULL, seeded = false
           RETURNING id`,
          [name, source.id, storagePath, body.length],
        );
        const id = inserted.rows[0].id;
        await tx.query(`INSERT INTO file_jobs (file_id, action, status, employee_id) VALUES ($1, 'Received', 'Completed', $2)`, [
          id,
          caller.employeeId,
        ]);
        return id;
      });
      return { fileId, name, sourceId: source.id, folder, bytes: body.length };
    }),
  ];
}
