/**
 * What the graph derives from a campaign type's name: whether the dialer works
 * it, whether it is created from an uploaded member list, and its external documentation link.
 */
import { z } from 'zod';
import type { CampaignTypeDto } from '@luminate/schema/rest';

export const DIALER_TYPE = 'Outreach-Dialer';
const MEMBER_LIST_TYPES: ReadonlySet<string> = new Set(['Targeted', 'Creatio']);

const DEFAULT_DOCS_BASE_URL = 'https://docs.luminate.example/campaign-types';

/**
 * CAMPAIGN_DOCS_BASE_URL: where the per-type documentation pages live; a type's page is
 * `<base>/<slug>` (e.g. `/outreach-dialer`). Read once; an invalid value stops the gateway.
 */
export function docsBaseUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.CAMPAIGN_DOCS_BASE_URL?.trim();
  if (!raw) return DEFAULT_DOCS_BASE_URL;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid gateway configuration:\n  CAMPAIGN_DOCS_BASE_URL=${JSON.stringify(raw)}: must be an http(s) URL`);
  }
  return parsed.data.replace(/\/+$/, '');
}

const DOCS_BASE_URL = docsBaseUrl();

/** 'Visit Confirmation' → 'visit-confirmation'; null when nothing usable is left. */
export function typeSlug(type: string): string | null {
  const slug = type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || null;
}

export const isDialerType = (type: Pick<CampaignTypeDto, 'type'>) => type.type === DIALER_TYPE;
export const needsMemberList = (type: Pick<CampaignTypeDto, 'type'>) => MEMBER_LIST_TYPES.has(type.type);

export function documentationUrl(type: Pick<CampaignTypeDto, 'type'>, base = DOCS_BASE_URL): string | null {
  const slug = typeSlug(type.type);
  return slug ? `${base}/${slug}` : null;
}
