import { Prng } from './prng.ts';
import { MARKETS, type MarketSeed } from './reference-data.ts';
import { STREET_NAMES, STREET_SUFFIXES } from './names.ts';

export interface OfficeRow {
  id: number;
  name: string;
  market_id: number;
  community_id: string;
  common_name: string | null;
  active: boolean;
  outreaching: boolean;
  deleted: boolean;
  assigned_provider_id: number | null;
}

export interface OfficeNodeRow {
  id: number;
  office_id: number;
  address: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
  added_dt: string;
  deactivated_dt: string | null;
}

export interface OfficeLayout {
  offices: OfficeRow[];
  nodes: OfficeNodeRow[];
  /** Per market: its community rows (…000) and its live neighborhoods, in name order. */
  byMarket: Map<number, { market: MarketSeed; prefix: string; communities: OfficeRow[]; neighborhoods: OfficeRow[] }>;
}

const FIRST_OFFICE_ID = 2001;
const pad3 = (n: number) => String(n).padStart(3, '0');

/** Communities per market grow with the scale; every market has at least one. */
export function communitiesPerMarket(scale: number): number {
  return Math.max(1, Math.round(4 * scale));
}

export function buildOffices(scale: number): OfficeLayout {
  const rnd = new Prng('offices');
  const offices: OfficeRow[] = [];
  const nodes: OfficeNodeRow[] = [];
  const byMarket: OfficeLayout['byMarket'] = new Map();
  let officeId = FIRST_OFFICE_ID;
  let nodeId = 1;

  MARKETS.forEach((market, index) => {
    const prefix = String(index + 1);
    const entry = { market, prefix, communities: [] as OfficeRow[], neighborhoods: [] as OfficeRow[] };
    byMarket.set(market.id, entry);
    for (let c = 1; c <= communitiesPerMarket(scale); c++) {
      const communityId = `${prefix}.${pad3(c)}`;
      const community: OfficeRow = {
        id: officeId++,
        name: `${communityId}.000`,
        market_id: market.id,
        community_id: communityId,
        common_name: `${market.city} Community ${c}`,
        active: true,
        outreaching: true,
        deleted: false,
        assigned_provider_id: null,
      };
      offices.push(community);
      entry.communities.push(community);
      const neighborhoodCount = rnd.int(4, 6);
      for (let n = 1; n <= neighborhoodCount; n++) {
        const street = rnd.pick(STREET_NAMES);
        // The personas' community (1.001) is always live; elsewhere a few offices are retired.
        const protectedOffice = prefix === '1' && c === 1;
        const deleted = !protectedOffice && n === neighborhoodCount && rnd.chance(0.04);
        const office: OfficeRow = {
          id: officeId++,
          name: `${communityId}.${pad3(n)}`,
          market_id: market.id,
          community_id: communityId,
          common_name: rnd.chance(0.9) ? `${market.city} ${street}` : null,
          active: !deleted && (protectedOffice || rnd.chance(0.97)),
          outreaching: !deleted && rnd.chance(0.9),
          deleted,
          assigned_provider_id: null,
        };
        offices.push(office);
        if (!deleted) entry.neighborhoods.push(office);
        const nodeCount = rnd.chance(0.15) ? 2 : 1;
        for (let k = 0; k < nodeCount; k++) {
          const houseNumber = rnd.int(100, 9999);
          const streetLine = `${houseNumber} ${street} ${rnd.pick(STREET_SUFFIXES)}`;
          const zip = `${market.zip3}${rnd.digits(2)}`;
          const added = new Date(Date.UTC(rnd.int(2018, 2023), rnd.int(0, 11), rnd.int(1, 28), 15));
          const retired = k === 0 && nodeCount === 2;
          nodes.push({
            id: nodeId++,
            office_id: office.id,
            address: `${streetLine}, ${market.city}, ${market.state} ${zip}`,
            street: streetLine,
            city: market.city,
            state: market.state,
            zip,
            country: 'US',
            lat: round5(market.lat + (rnd.next() - 0.5) * 0.5),
            lng: round5(market.lng + (rnd.next() - 0.5) * 0.5),
            added_dt: added.toISOString(),
            deactivated_dt: retired ? new Date(added.getTime() + 400 * 86_400_000).toISOString() : null,
          });
        }
      }
    }
  });
  return { offices, nodes, byMarket };
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
