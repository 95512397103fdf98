/** A sandbox started in-process for the sandbox tests, with a token cache per persona. */
import { z } from 'zod';
import { ErrorDto } from '@luminate/schema/rest';
import { startSandbox, type Sandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { PERSONAS, type PersonaName } from '../../sandbox/src/seed/personas.ts';

export interface TestSandbox {
  sandbox: Sandbox;
  token(persona: PersonaName): Promise<string>;
  /** fetch against the sandbox; `as` signs the request as a persona, null sends no token. */
  call(path: string, init?: RequestInit & { as?: PersonaName | null }): Promise<Response>;
  /** fetch and read the answer's JSON, unchecked (`unknown`: parse it with the route's DTO), undefined when empty. */
  json(path: string, init?: RequestInit & { as?: PersonaName | null }): Promise<{ status: number; body: unknown }>;
}

/**
 * An answer checked against its schema (throws when it does not match) and returned as it came:
 * nothing is stripped, so a test comparing it whole still sees every field the sandbox sent. The
 * schema's input and output are one type (an answer's schema has no transforms).
 */
export function answerOf<T>(schema: z.ZodType<T, T>, body: unknown): T {
  schema.parse(body);
  return body as T;
}

/** An OData page of rows of the given schema, with its count when asked for. */
export const pageOf = <T>(row: z.ZodType<T, T>) => z.object({ '@odata.count': z.number().optional(), value: z.array(row) });

/** The message of an error answer (`{ message }`). */
export const messageOf = (body: unknown): string => answerOf(ErrorDto, body).message;

export async function startTestSandbox(seedScale = 0.05): Promise<TestSandbox> {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seedScale });
  const tokens = new Map<string, Promise<string>>();
  const token = (persona: PersonaName) => {
    if (!tokens.has(persona)) {
      const p = PERSONAS[persona];
      tokens.set(persona, getToken({ issuer: sandbox.issuer, username: p.username, password: p.password }));
    }
    return tokens.get(persona)!;
  };
  const call = async (path: string, init: RequestInit & { as?: PersonaName | null } = {}) => {
    const { as = 'superadmin', headers, ...rest } = init;
    const auth: Record<string, string> = as ? { authorization: `Bearer ${await token(as)}` } : {};
    return fetch(`${sandbox.url}${path}`, { ...rest, headers: { ...auth, ...(headers as Record<string, string>) } });
  };
  const json = async (path: string, init?: RequestInit & { as?: PersonaName | null }) => {
    const res = await call(path, init);
    const text = await res.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    return { status: res.status, body };
  };
  return { sandbox, token, call, json };
}
