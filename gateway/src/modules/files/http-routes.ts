/**
 * A file's bytes: GET /files/data-files/:id streams the file from the Care API's file store under
 * its own name. Payers' files carry member data, so only those who may handle files (dataMgmt)
 * download them, and every download is audited (who, which file, how many bytes; never the
 * content or the name).
 */
import type { Router } from 'express';
import { toRecordId } from '@luminate/schema/rules';
import type { HttpHelpers } from '../../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { badUserInput } from '../../errors.ts';
import { refused } from '../../audit.ts';
import { fileHandlerDecision } from './policy.ts';

const DATA_FILE_ROUTE = '/files/data-files';

/** The gateway path that downloads a file. */
export const downloadPathOf = (fileId: number) => `${DATA_FILE_ROUTE}/${fileId}`;

export function fileDownloadRoutes(router: Router, helpers: HttpHelpers): void {
  router.get(`${DATA_FILE_ROUTE}/:id`, async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const fileId = toRecordId(req.params.id);
    if (fileId === null) throw badUserInput('The file id must be a positive whole number');
    const decision = fileHandlerDecision(ctx.viewer);
    if (!decision.allowed) throw refused(ctx, 'files.download', decision.reason, { fileId });
    await sendUpstreamFile(res, ctx.dataSources.files.download(fileId), { ctx, what: 'files.download', targets: { fileId } });
  });
}
