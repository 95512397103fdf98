/**
 * A request's context makes its deadline signal (a timer) and its child logger only when
 * something asks for them — also after Apollo Server copies the context (own properties, prototype
 * kept) before running the operation, which is what it does for every HTTP request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createContextFactory, type ContextFactoryDeps } from '../../gateway/src/server/request-context.ts';
import { runInRequestScope } from '../../gateway/src/logging.ts';
import type { RequestContext, Upstream } from '../../gateway/src/context.ts';
import type { UpstreamClient } from '../../gateway/src/upstream/client/index.ts';

/** What the context factory needs for contextFor; the rest is never reached by these tests. */
function factory() {
  const upstream: Pick<UpstreamClient, 'forRequest'> = { forRequest: () => ({}) as Upstream };
  return createContextFactory({
    modules: [],
    upstream,
    operationDeadlineMs: 5_000,
  } as unknown as ContextFactoryDeps);
}

/** Apollo Server's copy of a request's context (its `cloneObject`). */
const apolloCopy = (ctx: RequestContext): RequestContext =>
  Object.assign(Object.create(Object.getPrototypeOf(ctx) as object) as object, ctx);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('request context', () => {
  it('makes no timer and no child logger when it is copied, only when asked', () => {
    const root = pino({ level: 'silent' });
    const child = vi.spyOn(root, 'child');
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    runInRequestScope(root, 'req-lazy', (scope) => {
      const ctx = factory().contextFor(scope, null, 5_000);
      const copy = apolloCopy(ctx);
      expect(timeout).not.toHaveBeenCalled();
      expect(child).not.toHaveBeenCalled();

      const signal = copy.signal;
      expect(signal.aborted).toBe(false);
      expect(ctx.signal).toBe(signal);
      expect(timeout).toHaveBeenCalledTimes(1);

      const log = copy.log;
      expect(ctx.log).toBe(log);
      expect(child).toHaveBeenCalledTimes(1);
      expect(child).toHaveBeenCalledWith({ requestId: 'req-lazy' });

      expect(copy.requestId).toBe('req-lazy');
      expect(copy.viewer).toBeNull();
    });
  });

  it('aborts the copy’s signal at the deadline', async () => {
    const root = pino({ level: 'silent' });
    await runInRequestScope(root, 'req-deadline', async (scope) => {
      const copy = apolloCopy(factory().contextFor(scope, null, 20));
      const signal = copy.signal;
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(signal.aborted).toBe(true);
    });
  });
});
