import { EMPTY, formatInitialName } from '../../shared/lib/format.ts';
import type { ClosestOfficeRowFragment, LookupAddressQuery } from '../../generated/graphql.ts';

export type LookupAddress = NonNullable<LookupAddressQuery['resolvedAddress']>;
export type ClosestOfficeRow = ClosestOfficeRowFragment;

/** Where the Show Backups choice is remembered in this browser. */
export const SHOW_BACKUPS_KEY = 'luminate.showBackups';
export const SHOW_BACKUPS_TOOLTIP = 'See which clinicans are designated as backups for the office';
export const NO_OFFICES_FOUND = 'No offices found near this address';
export const TIME_RESTRICTED_TEXT = 'consult the RVP before scheduling a visit at this address.';

/** "Harris County, TX", or what is known of it. */
export function countyName(address: Pick<LookupAddress, 'county' | 'state'>): string {
  const county = address.county ? `${address.county} County` : 'This county';
  return address.state ? `${county}, ${address.state}` : county;
}

/** The panel's heading: the address's county, or the address itself when it has none. */
export function countyHeading(address: Pick<LookupAddress, 'county' | 'formattedAddress'>): string {
  return address.county ? `${address.county} County` : address.formattedAddress;
}

/**
 * Why the Lookup button is disabled, or null when a lookup may run: an address must be chosen, its
 * county must be one the organisation serves, and its zip must not be time-restricted.
 */
export function lookupBlockedReason(address: LookupAddress | null): string | null {
  if (!address) return 'Choose an address from the suggestions to look up its closest offices.';
  if (!address.countyActive) return `Lookup is off: ${countyName(address)} is not active at this time.`;
  if (address.timeRestricted) return `Lookup is off: zip ${address.zip ?? 'of this address'} is time-restricted; consult the RVP first.`;
  return null;
}

/** Distance as given (already floored to 2 decimals), or '-' when the office has no located node. */
export function formatMiles(miles: number | null | undefined): string {
  return miles === null || miles === undefined ? '-' : miles.toFixed(2);
}

/** Employees as the assignment tables name them ('J. Smith', several joined), or the empty marker. */
export function staffNames(employees: ReadonlyArray<{ firstName: string; lastName: string } | null | undefined>): string {
  const names = employees.filter((e): e is { firstName: string; lastName: string } => Boolean(e)).map(formatInitialName);
  return names.length ? names.join(', ') : EMPTY;
}

/**
 * The salmon row rule: an office whose name starts with another character than the closest
 * office's name (another market's numbering) stands out, so a far-away group is not mistaken for
 * the nearest one.
 */
export function differsFromClosest(rows: readonly ClosestOfficeRow[], row: ClosestOfficeRow): boolean {
  const first = rows[0]?.office.name.charAt(0);
  return first !== undefined && row.office.name.charAt(0) !== first;
}

/** Reads the remembered Show Backups choice: shown unless it was saved as false. */
export function readShowBackups(): boolean {
  try {
    return window.localStorage.getItem(SHOW_BACKUPS_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function storeShowBackups(show: boolean): void {
  try {
    window.localStorage.setItem(SHOW_BACKUPS_KEY, String(show));
  } catch {
    // Storage unavailable (privacy modes): the choice holds for this visit only.
  }
}
