import { Prng } from './prng.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, STREET_NAMES, STREET_SUFFIXES } from './names.ts';
import { COHORTS, PAYERS, PLANS, RISK_TYPES, TERM_REASONS } from './reference-data.ts';
import type { OfficeLayout } from './offices.ts';

export const FIRST_MEMBER_ID = 100_001;
export const MEMBER_EMAIL_DOMAIN = 'example.com';

const SELF_PAY = PAYERS.find(([, name]) => name === 'SelfPay')![0];
const PAYER_IDS = PAYERS.map(([id]) => id);
const PAYER_WEIGHTS = PAYERS.map(([id]) => (id === SELF_PAY ? 0.4 : id <= 3 ? 3 : 1.5));
const TERM_REASON_IDS = TERM_REASONS.map(([id]) => id);
const DECEASED = 984000001;
const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY'.split('');
const DOB_START = Date.UTC(1930, 0, 1);
const DOB_DAYS = Math.floor((Date.UTC(2005, 11, 31) - DOB_START) / 86_400_000);

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayIn = (rnd: Prng, fromYear: number, toYear: number) =>
  Date.UTC(fromYear, 0, 1) + rnd.int(0, (toYear - fromYear + 1) * 365 - 1) * 86_400_000;

/**
 * A member's Aaneel id, from its record id: A and nine digits. Multiplying by a prime that does
 * not divide 900,000,000 gives every record id below that its own Aaneel id.
 */
export const aaneelIdOf = (id: number) => `A${100_000_000 + ((id * 7919) % 900_000_000)}`;

/** Which plans each market offers (market_plans). */
export function buildMarketPlans(marketIds: number[]): Array<{ market_id: number; plan_id: number }> {
  const rnd = new Prng('market-plans');
  return marketIds.flatMap((marketId) => PLANS.filter(() => rnd.chance(0.6)).map(([planId]) => ({ market_id: marketId, plan_id: planId })));
}

/**
 * Members, generated in batches (so the seed never holds every row at once). Ids are
 * sequential from FIRST_MEMBER_ID; everything else comes from a seeded stream, so the same
 * count always yields the same members.
 */
export function* buildMembers(
  count: number,
  layout: OfficeLayout,
  marketPlans: Array<{ market_id: number; plan_id: number }>,
  batchSize = 5000,
): Generator<Record<string, unknown>[]> {
  const rnd = new Prng('members');
  const markets = [...layout.byMarket.values()].filter((m) => m.neighborhoods.length > 0);
  const weights = markets.map((m) => m.market.weight);
  const plansByMarketPayer = new Map<string, number[]>();
  for (const { market_id, plan_id } of marketPlans) {
    const payer = PLANS.find(([id]) => id === plan_id)![2];
    const key = `${market_id}:${payer}`;
    plansByMarketPayer.set(key, [...(plansByMarketPayer.get(key) ?? []), plan_id]);
  }
  let batch: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const id = FIRST_MEMBER_ID + i;
    const { market, neighborhoods } = rnd.weighted(markets, weights);
    const gender = rnd.chance(0.02) ? 'U' : rnd.chance(0.55) ? 'F' : 'M';
    const first = rnd.pick(
      gender === 'F' ? FIRST_NAMES_F : gender === 'M' ? FIRST_NAMES_M : rnd.chance(0.5) ? FIRST_NAMES_F : FIRST_NAMES_M,
    );
    const last = rnd.pick(LAST_NAMES);
    const payerId = rnd.weighted(PAYER_IDS, PAYER_WEIGHTS);
    const plans = plansByMarketPayer.get(`${market.id}:${payerId}`) ?? [];
    const eligible = rnd.chance(0.78);
    const engaged = eligible && rnd.chance(0.55);
    const termReason = eligible ? null : rnd.pick(TERM_REASON_IDS);
    const termDt = termReason === null ? null : dayIn(rnd, 2020, 2024);
    const phone = () => `${market.areaCode}555${rnd.digits(4)}`;
    batch.push({
      id,
      aaneel_id: aaneelIdOf(id),
      first_name: first,
      last_name: last,
      dt_of_birth: isoDate(DOB_START + rnd.int(0, DOB_DAYS) * 86_400_000),
      gender,
      member_id: `H${rnd.digits(9)}`,
      mbi: rnd.chance(0.85) ? mbi(rnd) : null,
      home_phone: rnd.chance(0.7) ? phone() : null,
      work_phone: rnd.chance(0.15) ? phone() : null,
      mobile_phone: rnd.chance(0.6) ? phone() : null,
      email: rnd.chance(0.4) ? `${first}.${last}${rnd.int(1, 999)}@${MEMBER_EMAIL_DOMAIN}`.toLowerCase().replace(/'/g, '') : null,
      address1: `${rnd.int(100, 19999)} ${rnd.pick(STREET_NAMES)} ${rnd.pick(STREET_SUFFIXES)}`,
      city: market.city,
      state: market.state,
      zip: `${market.zip3}${rnd.digits(2)}`,
      county: rnd.pick(market.counties),
      market_id: market.id,
      office_id: rnd.chance(0.02) ? null : rnd.pick(neighborhoods).id,
      payer_id: payerId,
      plan_id: plans.length > 0 && rnd.chance(0.9) ? rnd.pick(plans) : null,
      cohort_id: rnd.chance(0.9) ? rnd.pick(COHORTS)[0] : null,
      risk_type_id: rnd.chance(0.85) ? rnd.pick(RISK_TYPES)[0] : null,
      eligible,
      engaged,
      engaged_dt:
        engaged || (!eligible && rnd.chance(0.4)) ? new Date(dayIn(rnd, 2019, 2024) + rnd.int(9, 17) * 3_600_000).toISOString() : null,
      term_dt: termDt === null ? null : isoDate(termDt),
      term_reason_id: termReason,
      deceased_dt: termReason === DECEASED && termDt !== null ? isoDate(termDt - rnd.int(1, 20) * 86_400_000) : null,
      pending_transition: rnd.chance(0.03),
      is_pending_dnc: rnd.chance(0.02),
      dnc_phone: rnd.chance(0.06),
      dropin_ineligible: rnd.chance(0.04),
    });
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Medicare Beneficiary Identifier shape: 1A#9-A#9-AA99 without the dashes. */
function mbi(rnd: Prng): string {
  const L = () => rnd.pick(MBI_LETTERS);
  const AN = () => (rnd.chance(0.5) ? L() : String(rnd.int(0, 9)));
  return `${rnd.int(1, 9)}${L()}${AN()}${rnd.int(0, 9)}${L()}${AN()}${rnd.int(0, 9)}${L()}${L()}${rnd.int(0, 9)}${rnd.int(0, 9)}`;
}
