import ExcelJS from 'exceljs';
import type { Stack } from './stack.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx with one 'Members' sheet holding the given rows as they are (a header row is the caller's to include). */
export async function membersWorkbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Members');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
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

/** An upload through `sendUpload`, answered with its status and parsed JSON body (or the raw text when the answer is not JSON). */
export async function postUpload(
  stack: Stack,
  persona: string | null,
  path: string,
  query: Record<string, string>,
  body: Buffer,
  contentType = XLSX,
): Promise<{ status: number; body: any }> {
  const res = await sendUpload(stack, persona, path, query, body, contentType);
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}
