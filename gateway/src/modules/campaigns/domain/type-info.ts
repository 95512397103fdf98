/**
 * What the graph derives from a campaign type's name: whether the dialer works
 * it, whether it is created from an uploaded member list, and its external documentation link.
 */
import type { CampaignTypeDto } from '@luminate/schema/rest';

export const DIALER_TYPE = 'Outreach-Dialer';
const MEMBER_LIST_TYPES: ReadonlySet<string> = new Set(['Targeted', 'Creatio']);

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

/** The type's page under the configured documentation base (`<base>/<slug>`). */
export function documentationUrl(type: Pick<CampaignTypeDto, 'type'>, base: string): string | null {
  const slug = typeSlug(type.type);
  return slug ? `${base}/${slug}` : null;
}
