/**
 * A file's bytes: sending a file to a source and downloading it. Sending copies the file's bytes
 * into the destination source's folder (replacing an earlier copy of the same name), registers
 * the copy as a file of the destination and writes a Send job on the file (and a Received job on
 * the copy); a copy that fails writes a Failed job.
 */
import type { Response } from 'express';
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import type { Db } from '../../db/index.ts';
import { sourceFilePath } from '../../seed/files.ts';
import type { FileStore } from '../file-store.ts';
import { forbidden, HttpError, implement, notFound, unprocessable, type Binding } from '../http.ts';
import { FILE_HANDLER_REFUSAL, holdsAny } from './access.ts';
import { addJobs } from './jobs.ts';
import { fileRow, filesById, JOB_SELECT, sourceById, type FileRow } from './records.ts';

export const FILE_SEND_FAILED = 'File could not be sent due to server issue.';

/** Streams a file's bytes with its name as the download name. */
async function sendBytes(res: Response, store: FileStore, file: FileRow) {
  await store.ensureSeeded(file);
  if (!(await store.exists(file.storage_path))) throw notFound(`File ${file.id} has no content in the file store`);
  res.setHeader('content-type', 'application/octet-stream');
  res.setHeader('content-disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`);
  await new Promise<void>((resolve, reject) => {
    const stream = store.read(file.storage_path);
    stream.on('error', reject);
    res.on('finish', () => resolve());
    res.on('close', () => resolve());
    stream.pipe(res);
  });
}

export function deliveryRoutes(db: Db, store: FileStore): Binding[] {
  return [
    implement(routes.sendFileToSource, async ({ params, body, caller }) => {
      if (!holdsAny(caller, CLAIM_GROUPS.fileHandlers)) throw forbidden(FILE_HANDLER_REFUSAL);
      const file = await fileRow(db, params.id);
      const destination = await sourceById(db, body.destinationId);
      if (!destination) throw unprocessable('Choose a destination from the list');
      if (destination.id === file.source_id) throw unprocessable('The file is already in this source');
      const target = sourceFilePath(destination.storageFolder, file.name);
      let size: number;
      try {
        await store.ensureSeeded(file);
        size = await store.copy(file.storage_path, target);
      } catch {
        await addJobs(db, [{ fileId: file.id, action: 'Send', destinationId: destination.id, status: 'Failed' }], caller);
        throw new HttpError(503, FILE_SEND_FAILED);
      }
      return db.transaction(async (tx) => {
        // The copy is a file of the destination now: a new one, or the earlier copy of the same name renewed.
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO files (name, source_id, category_id, file_date, storage_path, size_bytes)
           VALUES ($1, $2, $3, now(), $4, $5)
           ON CONFLICT (storage_path) DO UPDATE SET file_date = now(), size_bytes = EXCLUDED.size_bytes, errored_bucket = NULL, seeded = false
           RETURNING id`,
          [file.name, destination.id, file.category_id, target, size],
        );
        const deliveredId = rows[0].id;
        await addJobs(
          tx,
          [
            { fileId: file.id, action: 'Send', destinationId: destination.id },
            { fileId: deliveredId, action: 'Received' },
          ],
          caller,
        );
        const { rows: jobs } = await tx.query(
          `SELECT ${JOB_SELECT} FROM file_jobs j LEFT JOIN file_sources d ON d.id = j.destination_source_id
           WHERE j.file_id = $1 AND j.action = 'Send' ORDER BY j.id DESC LIMIT 1`,
          [file.id],
        );
        const [sent, delivered] = await Promise.all([filesById(tx, [file.id]), filesById(tx, [deliveredId])]);
        return { file: sent[0], delivered: delivered[0], job: jobs[0] };
      });
    }),

    implement(routes.downloadFile, async ({ params, caller, res }) => {
      if (!holdsAny(caller, CLAIM_GROUPS.fileHandlers)) throw forbidden(FILE_HANDLER_REFUSAL);
      await sendBytes(res, store, await fileRow(db, params.id));
    }),
  ];
}
