/**
 * The one way a test plays an HTTP service with msw (the gateway for the web's component tests,
 * Google Places for the gateway's geocoder): a server for the calling file or describe block,
 * listening from its first test to its last.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

export interface MockHttpOptions {
  /**
   * What a request no handler answers does: `error` (the default) fails the test; `bypass` lets
   * it through, for a test that also talks to a real server of its own on loopback.
   */
  onUnhandledRequest?: 'error' | 'bypass';
  /** Runs after each test, before the handlers the test added are dropped. */
  afterEachTest?: () => void;
}

/**
 * An msw server answering with `handlers`, listening once the hooks registered before it have
 * run, and closed after the last test. A test adds its own handlers with `server.use(…)`; they
 * are dropped after it, and `handlers` are kept.
 */
export function mockHttp(handlers: readonly RequestHandler[] = [], options: MockHttpOptions = {}): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' }));
  afterEach(() => {
    options.afterEachTest?.();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
