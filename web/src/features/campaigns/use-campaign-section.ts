import { useHash } from '../../shared/lib/router.ts';

/** The campaign page's sections, each a hash of its URL. */
export const CAMPAIGN_SECTIONS = [
  { hash: '#variables', label: 'Variables' },
  { hash: '#reporting', label: 'Reporting' },
  { hash: '#assignments', label: 'Assignments' },
] as const;

export type CampaignSection = (typeof CAMPAIGN_SECTIONS)[number]['hash'];

/** The section in the URL's hash; Variables when there is none (a new campaign lands there). */
export function useCampaignSection(): CampaignSection {
  const hash = useHash();
  return CAMPAIGN_SECTIONS.find((s) => s.hash === hash)?.hash ?? '#variables';
}
