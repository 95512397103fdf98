/**
 * File downloads: a file route's body streamed to the caller. The call's deadline covers getting
 * its headers; the stream itself is then bounded per chunk. A route may answer with a signed URL
 * (`x-signed-url`) instead: the file is then fetched from there, without the user's bearer.
 */
import type { RouteContract } from '@luminate/schema/rest';
import type { CallArgs, UpstreamFile } from '../../context.ts';
import { errorForStatus } from '../errors.ts';
import { fileNameFromDisposition, sanitizeFileName } from '../file-name.ts';
import type { RequestCaller } from './caller.ts';
import { failIfError } from './json.ts';

/** Upstream.download: the file of a route, named by its Content-Disposition, else by its path. */
export async function download(
  caller: RequestCaller,
  route: RouteContract,
  args: CallArgs<RouteContract> | undefined,
): Promise<UpstreamFile> {
  let fallbackName = route.path.split('/').filter(Boolean).pop() ?? 'download';
  return caller.streamed(
    caller.deadlineMs,
    async (clock) => {
      let res = await caller.exchange(route.path, caller.attemptFor(route, args, '*/*', clock, false));
      await failIfError(caller, route.path, res);
      const signed = res.headers['x-signed-url'];
      if (typeof signed === 'string' && signed) {
        await res.stream?.dump().catch(() => undefined);
        let url: URL;
        try {
          url = new URL(signed);
        } catch {
          url = new URL('invalid:');
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
          caller.identity.log.warn({ upstream: { route: route.path } }, 'upstream signed url rejected');
          throw errorForStatus(502, null);
        }
        fallbackName = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? fallbackName);
        // A signed URL carries its own authorisation; the user's bearer must not travel to storage.
        res = await caller.exchange('signed-url', {
          url,
          method: 'GET',
          headers: { accept: '*/*', 'x-request-id': caller.identity.requestId },
          user: caller.user,
          signal: clock.signal,
          readBody: false,
        });
        await failIfError(caller, 'signed-url', res);
      }
      return res;
    },
    (res, stream, contentType) => {
      const length = Number(res.headers['content-length']);
      const rows = Number(res.headers['x-row-count']);
      return {
        stream,
        fileName: sanitizeFileName(fileNameFromDisposition(res.headers['content-disposition']) ?? fallbackName),
        contentType,
        contentLength: Number.isFinite(length) && length >= 0 ? length : undefined,
        ...(res.headers['x-row-count'] !== undefined && Number.isInteger(rows) && rows >= 0 ? { rows } : {}),
      };
    },
  );
}
