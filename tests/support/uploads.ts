import { z } from 'zod';
import type { Stack } from './stack.ts';
import { xlsxOf } from './workbook.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx with one 'Members' sheet holding the given rows as they are (a header row is the caller's to include). */
export function membersWorkbook(rows: unknown[][]): Promise<Buffer> {
  return xlsxOf(rows, { sheet: 'Members' });
}

/**
 * POSTs a file's bytes to a gateway upload route with its query; `persona` null sends no Authorization
 * header, `requestId` sets x-request-id. Answers the raw response.
 */
export async function sendUpload(
  stack: Stack,
  persona: string | null,
  path: string,
  query: Record<string, string>,
  body: Buffer,
  contentType = XLSX,
  requestId?: string,
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (requestId) headers['x-request-id'] = requestId;
  if (persona) headers.authorization = `Bearer ${await stack.token(persona)}`;
  return fetch(`${stack.gatewayUrl}${path}?${new URLSearchParams(query)}`, { method: 'POST', headers, body: new Uint8Array(body) });
}

/**
 * The JSON answer of an upload route: a refusal's `code` and `message`, a submit's `flow` and counts,
 * a created request's `id`; any other field as it came. An answer that is not a JSON object is kept
 * as `text`.
 */
const uploadAnswerSchema = z.looseObject({
  code: z.string().optional(),
  message: z.string().optional(),
  flow: z.string().optional(),
  applied: z.number().optional(),
  skipped: z.number().optional(),
  id: z.union([z.string(), z.number()]).optional(),
  text: z.string().optional(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** Reads an upload route's answer (see `UploadAnswer`). */
export function uploadAnswer(text: string): UploadAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { text };
  }
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? uploadAnswerSchema.parse(json) : { text };
}

/** An upload through `sendUpload`, answered with its status and its read answer (`uploadAnswer`). */
export async function postUpload(
  stack: Stack,
  persona: string | null,
  path: string,
  query: Record<string, string>,
  body: Buffer,
  contentType = XLSX,
): Promise<{ status: number; body: UploadAnswer }> {
  const res = await sendUpload(stack, persona, path, query, body, contentType);
  return { status: res.status, body: uploadAnswer(await res.text()) };
}
