/**
 * The login page's CSP must let the form's post-sign-in redirect reach the client apps: browsers
 * apply form-action to the redirects that follow a form submission.
 */
import { describe, expect, it } from 'vitest';
import { buildClients } from '../../sandbox/src/idp/clients.ts';
import { loginFormActionSources } from '../../sandbox/src/idp/interactions.ts';

describe('login form CSP', () => {
  it("allows 'self' and the origins of every registered redirect URI", () => {
    const sources = loginFormActionSources(buildClients(['http://127.0.0.1:5555/auth/callback'])).split(' ');
    expect(sources[0]).toBe("'self'");
    expect(sources).toEqual(expect.arrayContaining(['http://localhost:4000', 'http://localhost:5173', 'http://127.0.0.1:5555']));
    expect(new Set(sources).size).toBe(sources.length);
  });
});
