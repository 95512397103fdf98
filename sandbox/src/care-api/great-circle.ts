/**
 * SQL for great-circle (haversine) distances in miles on a sphere of EARTH_RADIUS_MILES: the one
 * formula the lookups and geodeployment reports measure with (provider details count their reach
 * with the same formula in JavaScript, `greatCircleMiles` of the shared rules).
 */
import { EARTH_RADIUS_MILES } from '@luminate/schema/rules';

/**
 * The haversine term of two points from their latitude and longitude differences in radians and
 * the cosines of their latitudes: it grows with the distance, so comparing terms compares
 * distances without the square root and arcsine.
 */
export const haversineTerm = (dLatRadians: string, dLngRadians: string, cosLatA: string, cosLatB: string) =>
  `(power(sin(${dLatRadians} / 2), 2) + ${cosLatA} * ${cosLatB} * power(sin(${dLngRadians} / 2), 2))`;

/** Great-circle miles from a haversine term. */
export const milesOfTerm = (term: string) => `(${EARTH_RADIUS_MILES} * 2 * asin(least(1, sqrt(${term}))))`;

/** The haversine term of a distance in miles (to compare with `haversineTerm`). */
export const termOfMiles = (miles: string) => `power(sin(${miles} / (2 * ${EARTH_RADIUS_MILES})), 2)`;

/** Great-circle miles between a row's (lat, lng) and a point (pointLat, pointLng), all in degrees. */
export const greatCircleMiles = (lat: string, lng: string, pointLat: string, pointLng: string) =>
  milesOfTerm(
    haversineTerm(`radians(${lat} - ${pointLat})`, `radians(${lng} - ${pointLng})`, `cos(radians(${pointLat}))`, `cos(radians(${lat}))`),
  );

/** Miles as shown everywhere: floored to 2 decimals (the epsilon matches the shared floorMiles). */
export const floorMiles = (miles: string) => `(floor(${miles} * 100 + 1e-9) / 100)`;
