/**
 * Deployment settings that shared code reads (set once by the app when /config.json arrives).
 * Kept here, in the bottom layer, so components such as the map need not reach into app/.
 */
let mapsBrowserKey: string | null = null;

/** The Google Maps browser key of this deployment, or null: the maps then use the offline engine. */
export function googleMapsBrowserKey(): string | null {
  return mapsBrowserKey;
}

export function setGoogleMapsBrowserKey(key: string | null): void {
  mapsBrowserKey = key;
}
