/**
 * Uploads: raw bytes sent to a route whose contract has `rawBody`, sent once (never retried,
 * whatever the method: an upload creates something), with the upload's own waits and deadline
 * (UploadArgs.timeoutMs). The answer is read as JSON (`upload`) or streamed (`uploadForStream`).
 */
import type { RouteContract } from '@luminate/schema/rest';
import type { UploadArgs, UpstreamFile } from '../../context.ts';
import { prepareRequest, type PreparedRequest } from '../request-args.ts';
import type { SharedAnswers } from '../shared-answers.ts';
import type { RequestCaller } from './caller.ts';
import type { CallClock } from './clock.ts';
import { failIfError, jsonOf } from './json.ts';
import type { Attempt } from './types.ts';

/** An upload's request: params and query checked against the contract, the body the caller's checked bytes. */
function prepareUpload(route: RouteContract, args: UploadArgs<RouteContract>): PreparedRequest {
  if (!route.rawBody) throw new Error(`${route.path} takes no raw body`);
  if (!Buffer.isBuffer(args.body)) throw new Error(`Upload to ${route.path} needs a Buffer body`);
  return prepareRequest(route, { params: args.params, query: args.query });
}

/** An upload's one attempt: the bytes as the body, sent once (never retried), with the upload's own waits. */
function uploadAttempt(
  caller: RequestCaller,
  route: RouteContract,
  args: UploadArgs<RouteContract>,
  prepared: PreparedRequest,
  accept: string,
  clock: CallClock,
  readBody: boolean,
): Attempt {
  return {
    url: caller.urlOf(prepared.pathAndQuery),
    method: route.method,
    headers: {
      ...caller.authHeaders,
      accept,
      'content-type': 'application/octet-stream',
      'content-length': String(args.body.length),
    },
    body: args.body,
    noRetry: true,
    user: caller.user,
    signal: clock.signal,
    readBody,
    waitMs: args.timeoutMs,
  };
}

/** Upstream.upload: the JSON answer of an upload. */
export async function upload(
  caller: RequestCaller,
  sharedAnswers: SharedAnswers,
  route: RouteContract,
  args: UploadArgs<RouteContract>,
): Promise<never> {
  const prepared = prepareUpload(route, args);
  // As for a JSON call: what the upload changes is dropped as it is sent and once answered.
  if (route.invalidates) sharedAnswers.invalidate(route.invalidates);
  try {
    return await caller.timed(async (clock) => {
      const res = await caller.exchange(route.path, uploadAttempt(caller, route, args, prepared, 'application/json', clock, true));
      return jsonOf(caller, route.path, res);
    }, args.timeoutMs ?? caller.deadlineMs);
  } finally {
    if (route.invalidates) sharedAnswers.invalidate(route.invalidates);
  }
}

/** Upstream.uploadForStream: an upload whose answer's body is streamed. */
export async function uploadForStream(caller: RequestCaller, route: RouteContract, args: UploadArgs<RouteContract>): Promise<UpstreamFile> {
  const prepared = prepareUpload(route, args);
  return caller.streamed(
    args.timeoutMs ?? caller.deadlineMs,
    async (clock) => {
      const res = await caller.exchange(route.path, uploadAttempt(caller, route, args, prepared, '*/*', clock, false));
      await failIfError(caller, route.path, res);
      return res;
    },
    (_res, stream, contentType) => ({ stream, fileName: 'answer', contentType }),
  );
}
