/**
 * The analytics data source's own checks, with the Care API faked: no link is asked for when no
 * analytics origin is configured, and a link the Care API answers outside the configured origin
 * never reaches the browser.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Claim } from '@luminate/schema/claims';
import type { RequestContext } from '../../gateway/src/context.ts';
import { AnalyticsSource, NOT_CONFIGURED } from '../../gateway/src/modules/analytics/data-source.ts';

function fakeContext(url: string) {
  const call = vi.fn(() => Promise.resolve({ url, expiresAt: '2030-01-01T00:00:00.000Z' }));
  const ctx = { upstream: { call }, viewer: { uid: 'u', claims: new Set<Claim>() } } as unknown as RequestContext;
  return { ctx, call };
}

describe('AnalyticsSource', () => {
  it('refuses to hand out links when no analytics origin is configured, without asking the Care API', async () => {
    const { ctx, call } = fakeContext('http://analytics.test/embed/workbooks/x');
    await expect(new AnalyticsSource(ctx, undefined).embed({ workbook: 'HEDIS_GAPS' })).rejects.toThrow(NOT_CONFIGURED);
    expect(call).not.toHaveBeenCalled();
  });

  it('hands out a link on the configured origin, and refuses one elsewhere', async () => {
    const good = fakeContext('http://analytics.test/embed/workbooks/x');
    await expect(
      new AnalyticsSource(good.ctx, 'http://analytics.test').embed({ workbook: 'HEDIS_GAPS', theme: 'dark' }),
    ).resolves.toMatchObject({
      workbook: 'HEDIS_GAPS',
      url: 'http://analytics.test/embed/workbooks/x',
    });
    expect(good.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/Dashboards/SigmaWorkbook/{embedStr}' }), {
      params: { embedStr: 'hedis-gaps' },
      query: { theme: 'dark' },
    });
    const elsewhere = fakeContext('https://evil.example/embed/workbooks/x');
    await expect(new AnalyticsSource(elsewhere.ctx, 'http://analytics.test').embed({ workbook: 'HEDIS_GAPS' })).rejects.toThrow(
      /outside its origin/,
    );
  });
});
