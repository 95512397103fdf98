/**
 * What the File Dashboard's main area shows, and how that choice lives in the address
 * (`?section=source&source=12`, `?section=errored`, `?q=eligibility`) so a reload or a shared link
 * opens the same view.
 */

/** The admin sections below the dashboard sources, in the order the left list shows them. */
export const ADMIN_SECTIONS = [
  { key: 'uncategorized', label: 'Uncategorized' },
  { key: 'errored', label: 'Errored' },
  { key: 'categoryConfigs', label: 'Category Configs' },
  { key: 'typeConfigs', label: 'Type Configs' },
  { key: 'sources', label: 'Sources' },
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

export type Section =
  | { kind: 'source'; sourceId: string }
  | { kind: 'search'; text: string }
  | { kind: 'admin'; key: AdminSectionKey }
  /** Nothing chosen yet: the first dashboard source once the list is in. */
  | { kind: 'default' };

const ADMIN_KEYS: readonly string[] = ADMIN_SECTIONS.map((s) => s.key);

/** The section the address asks for; a search text wins over any section. */
export function sectionFromParams(params: URLSearchParams): Section {
  const text = params.get('q')?.trim();
  if (text) return { kind: 'search', text };
  const section = params.get('section');
  const sourceId = params.get('source');
  if (section === 'source' && sourceId) return { kind: 'source', sourceId };
  if (section && ADMIN_KEYS.includes(section)) return { kind: 'admin', key: section as AdminSectionKey };
  return { kind: 'default' };
}

/** The address query of a section (replacing whatever section or search was there). */
export function paramsOfSection(section: Section): URLSearchParams {
  const params = new URLSearchParams();
  if (section.kind === 'source') {
    params.set('section', 'source');
    params.set('source', section.sourceId);
  } else if (section.kind === 'admin') {
    params.set('section', section.key);
  } else if (section.kind === 'search') {
    params.set('q', section.text);
  }
  return params;
}
