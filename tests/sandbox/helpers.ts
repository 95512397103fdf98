/** A sandbox started in-process for the sandbox tests, with a token cache per persona. */
import { startSandbox, type Sandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { PERSONAS, type PersonaName } from '../../sandbox/src/seed/personas.ts';

export interface TestSandbox {
  sandbox: Sandbox;
  token(persona: PersonaName): Promise<string>;
  /** fetch against the sandbox; `as` signs the request as a persona, null sends no token. */
  call(path: string, init?: RequestInit & { as?: PersonaName | null }): Promise<Response>;
  json<T = any>(path: string, init?: RequestInit & { as?: PersonaName | null }): Promise<{ status: number; body: T }>;
}

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
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  return { sandbox, token, call, json };
}
