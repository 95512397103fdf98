/**
 * Data Mgmt's File Upload (bearer auth like /graphql):
 * POST /files/uploads/data-mgmt/file-upload?sourceId=&name=   body = the file's bytes, any type
 * → 201 `{ fileId, name, sourceId, folder, bytes }`: the Care API placed the file in the outbound
 * folder named after the source in lower case, from where it is delivered.
 *
 * Refused before anything is read: 403 without dataMgmt (the policy), 400 for a missing source
 * or name; then 413 beyond FILE_UPLOAD_MAX_BYTES (counted as the body arrives) and 400 for an
 * empty body. The name is sanitised (word characters, dot, hyphen, at most 255) before it is
 * sent. One audit event per upload: the source, the file's id and its byte count, never its
 * name or contents. Never retried.
 */
import type { Router } from 'express';
import { FILE_UPLOAD_MAX_BYTES, FILE_UPLOAD_MESSAGES, fileUploadRule, type FileUploadInput } from '@luminate/schema/rules';
import type { HttpHelpers } from '../../module.ts';
import { audited, refused } from '../../audit.ts';
import { badUserInput } from '../../errors.ts';
import { queryParam } from '../../files/query-params.ts';
import { readBodyCapped } from '../../files/upload.ts';
import { sanitizeFileName } from '../../upstream/file-name.ts';
import { useDataMgmtDecision } from './policy.ts';

const ACTION = 'fileUpload.upload';

/** The source and the sanitised name from the query; 400 when either is missing or unusable. */
function inputOf(query: { sourceId?: string; name?: string }): FileUploadInput {
  if (query.name === undefined) throw badUserInput(FILE_UPLOAD_MESSAGES.file);
  const parsed = fileUploadRule.safeParse({ sourceId: query.sourceId ?? '', name: sanitizeFileName(query.name) });
  if (!parsed.success) throw badUserInput(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

export function fileUploadRoute(router: Router, helpers: HttpHelpers): void {
  router.post('/files/uploads/data-mgmt/file-upload', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const decision = useDataMgmtDecision(ctx.viewer);
    if (!decision.allowed) throw refused(ctx, ACTION, decision.reason);
    const result = await audited(
      ctx,
      ACTION,
      {},
      async (event) => {
        const input = inputOf({
          sourceId: queryParam(req, 'sourceId', { blankIsAbsent: true }),
          name: queryParam(req, 'name', { blankIsAbsent: true }),
        });
        event.addTargets({ sourceId: input.sourceId });
        const bytes = await readBodyCapped(req, res, FILE_UPLOAD_MAX_BYTES);
        event.bytes = bytes.length;
        if (bytes.length === 0) throw badUserInput(FILE_UPLOAD_MESSAGES.file);
        return ctx.dataSources.dataMgmt.uploadFile(input, bytes);
      },
      (uploaded) => ({ fileId: uploaded.fileId }),
    );
    res.status(201).json({
      fileId: result.fileId,
      name: result.name,
      sourceId: result.sourceId,
      folder: result.folder,
      bytes: result.bytes,
    });
  });
}
