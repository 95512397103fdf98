/**
 * Geography: address suggestions and their resolution to coordinates, county, zip, city and
 * country, the one address service the web and the other domains use. The geocoder is chosen by
 * configuration: Google Places when GOOGLE_MAPS_API_KEY is set, otherwise the Care API's maps
 * service. Its answers are cached for the whole process (see cache.ts).
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { GeographySource } from './data-source.ts';
import { CachedGeocoder, GEOCODER_CACHE_DEFAULTS, type GeocoderCacheOptions } from './cache.ts';
import { CareApiGeocoder } from './clients/care-api-geocoder.ts';
import { GoogleGeocoder } from './clients/google-geocoder.ts';
import type { Geocoder } from './clients/geocoder.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Address suggestions and resolution through the shared geocoder cache. */
    geography: GeographySource;
  }
}

export interface GeographyOptions {
  /** Google Maps Platform key: set, Google answers; unset, the Care API's maps service does. */
  googleMapsApiKey?: string;
  /** Time one call to Google may take (ms). */
  timeoutMs: number;
  cache?: GeocoderCacheOptions;
}

export function chooseGeocoder(options: GeographyOptions): Geocoder {
  return options.googleMapsApiKey
    ? new GoogleGeocoder({ apiKey: options.googleMapsApiKey, timeoutMs: options.timeoutMs })
    : new CareApiGeocoder();
}

export function geographyModule(options: GeographyOptions): GatewayModule {
  const geocoder = new CachedGeocoder(chooseGeocoder(options), options.cache ?? GEOCODER_CACHE_DEFAULTS);
  return {
    name: 'geography',
    resolvers,
    dataSources: { geography: (ctx) => new GeographySource(ctx, geocoder) },
    fieldAccess: FIELD_ACCESS,
  };
}
