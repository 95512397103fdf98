/** Fixed reference data of the sandbox organisation (synthetic). */
import { Markets } from '@luminate/schema/constants';

export const STATES: Array<[abbrev: string, name: string, lat: number, lng: number, zoom: number]> = [
  ['AL', 'Alabama', 32.8, -86.8, 6], ['AK', 'Alaska', 64.2, -152.5, 4], ['AZ', 'Arizona', 34.3, -111.7, 6],
  ['AR', 'Arkansas', 34.9, -92.4, 6], ['CA', 'California', 37.2, -119.4, 5], ['CO', 'Colorado', 39.0, -105.5, 6],
  ['CT', 'Connecticut', 41.6, -72.7, 8], ['DE', 'Delaware', 39.0, -75.5, 8], ['DC', 'District of Columbia', 38.9, -77.0, 11],
  ['FL', 'Florida', 28.6, -82.4, 6], ['GA', 'Georgia', 32.7, -83.4, 6], ['HI', 'Hawaii', 20.3, -156.4, 7],
  ['ID', 'Idaho', 44.4, -114.6, 5], ['IL', 'Illinois', 40.0, -89.2, 6], ['IN', 'Indiana', 39.9, -86.3, 6],
  ['IA', 'Iowa', 42.1, -93.5, 6], ['KS', 'Kansas', 38.5, -98.4, 6], ['KY', 'Kentucky', 37.5, -85.3, 6],
  ['LA', 'Louisiana', 31.1, -92.0, 6], ['ME', 'Maine', 45.4, -69.2, 6], ['MD', 'Maryland', 39.0, -76.8, 7],
  ['MA', 'Massachusetts', 42.3, -71.8, 7], ['MI', 'Michigan', 44.3, -85.4, 6], ['MN', 'Minnesota', 46.3, -94.3, 5],
  ['MS', 'Mississippi', 32.7, -89.7, 6], ['MO', 'Missouri', 38.4, -92.5, 6], ['MT', 'Montana', 47.0, -109.6, 5],
  ['NE', 'Nebraska', 41.5, -99.8, 6], ['NV', 'Nevada', 39.3, -116.6, 5], ['NH', 'New Hampshire', 43.7, -71.6, 7],
  ['NJ', 'New Jersey', 40.2, -74.7, 7], ['NM', 'New Mexico', 34.4, -106.1, 6], ['NY', 'New York', 42.9, -75.5, 6],
  ['NC', 'North Carolina', 35.6, -79.4, 6], ['ND', 'North Dakota', 47.5, -100.5, 6], ['OH', 'Ohio', 40.3, -82.8, 6],
  ['OK', 'Oklahoma', 35.6, -97.5, 6], ['OR', 'Oregon', 43.9, -120.6, 6], ['PA', 'Pennsylvania', 40.9, -77.8, 6],
  ['RI', 'Rhode Island', 41.7, -71.5, 9], ['SC', 'South Carolina', 33.9, -80.9, 7], ['SD', 'South Dakota', 44.4, -100.2, 6],
  ['TN', 'Tennessee', 35.9, -86.4, 6], ['TX', 'Texas', 31.5, -99.3, 5], ['UT', 'Utah', 39.3, -111.7, 6],
  ['VT', 'Vermont', 44.1, -72.7, 7], ['VA', 'Virginia', 37.5, -78.9, 6], ['WA', 'Washington', 47.4, -120.5, 6],
  ['WV', 'West Virginia', 38.6, -80.6, 7], ['WI', 'Wisconsin', 44.6, -89.9, 6], ['WY', 'Wyoming', 43.0, -107.6, 6],
];

export interface MarketSeed {
  id: number;
  name: string;
  state: string;
  city: string;
  zip3: string;
  areaCode: string;
  lat: number;
  lng: number;
  /** Relative share of members. */
  weight: number;
  active: boolean;
  counties: string[];
}

/** In this order the office prefixes are 1, 2, 3…: market 920001625 owns offices 1.xxx.xxx. */
export const MARKETS: MarketSeed[] = [
  { id: Markets.DEFAULT, name: 'Houston', state: 'TX', city: 'Houston', zip3: '770', areaCode: '713', lat: 29.76, lng: -95.37, weight: 5, active: true, counties: ['Harris', 'Fort Bend', 'Montgomery'] },
  { id: 920001626, name: 'Dallas', state: 'TX', city: 'Dallas', zip3: '752', areaCode: '214', lat: 32.78, lng: -96.8, weight: 3, active: true, counties: ['Dallas', 'Collin', 'Denton'] },
  { id: 920001627, name: 'San Antonio', state: 'TX', city: 'San Antonio', zip3: '782', areaCode: '210', lat: 29.42, lng: -98.49, weight: 2, active: true, counties: ['Bexar', 'Comal'] },
  { id: 920001630, name: 'Phoenix', state: 'AZ', city: 'Phoenix', zip3: '850', areaCode: '602', lat: 33.45, lng: -112.07, weight: 2, active: true, counties: ['Maricopa', 'Pinal'] },
  { id: 920001631, name: 'Atlanta', state: 'GA', city: 'Atlanta', zip3: '303', areaCode: '404', lat: 33.75, lng: -84.39, weight: 2, active: true, counties: ['Fulton', 'DeKalb', 'Cobb'] },
  { id: 920001632, name: 'Tampa', state: 'FL', city: 'Tampa', zip3: '336', areaCode: '813', lat: 27.95, lng: -82.46, weight: 2, active: true, counties: ['Hillsborough', 'Pinellas', 'Pasco'] },
  { id: 920001633, name: 'Charlotte', state: 'NC', city: 'Charlotte', zip3: '282', areaCode: '704', lat: 35.23, lng: -80.84, weight: 1.5, active: true, counties: ['Mecklenburg', 'Gaston'] },
  { id: 920001634, name: 'Nashville', state: 'TN', city: 'Nashville', zip3: '372', areaCode: '615', lat: 36.16, lng: -86.78, weight: 1.5, active: true, counties: ['Davidson', 'Williamson'] },
  { id: 920001635, name: 'Las Vegas', state: 'NV', city: 'Las Vegas', zip3: '891', areaCode: '702', lat: 36.17, lng: -115.14, weight: 1, active: true, counties: ['Clark'] },
  { id: 920001636, name: 'Denver', state: 'CO', city: 'Denver', zip3: '802', areaCode: '303', lat: 39.74, lng: -104.99, weight: 1, active: true, counties: ['Denver', 'Arapahoe', 'Jefferson'] },
  { id: Markets.CODING_QUALITY, name: 'Coding Quality', state: 'TX', city: 'Austin', zip3: '787', areaCode: '512', lat: 30.27, lng: -97.74, weight: 0.3, active: true, counties: ['Travis'] },
  { id: Markets.HIDDEN, name: 'Legacy Holding', state: 'FL', city: 'Orlando', zip3: '328', areaCode: '407', lat: 28.54, lng: -81.38, weight: 0.2, active: false, counties: ['Orange'] },
];

export const PAYERS: Array<[number, string]> = [
  [1, 'Humana'], [2, 'Aetna Medicare'], [3, 'UnitedHealthcare'], [4, 'Cigna'], [5, 'WellCare'],
  [6, 'Blue Cross Blue Shield'], [7, 'Molina'], [8, 'Centene'], [9, 'SelfPay'],
];

/** [planId, name, payerId]; plans are offered per market (market_plans). */
export const PLANS: Array<[number, string, number]> = [
  [101, 'Humana Gold Plus HMO', 1], [102, 'Humana Choice PPO', 1], [201, 'Aetna Medicare Eagle', 2],
  [301, 'AARP Medicare Advantage', 3], [302, 'UHC Dual Complete', 3], [401, 'Cigna True Choice', 4],
  [501, 'WellCare Value', 5], [601, 'BCBS Medicare Advantage', 6], [701, 'Molina Medicare Complete', 7],
  [801, 'Allwell Medicare', 8],
];

export const COHORTS: Array<[number, string]> = [
  [1, 'Humana 2023 Q1'], [2, 'Humana 2024 Q1'], [3, 'Aetna 2023'], [4, 'UHC Dual 2024'], [5, 'Cigna 2024'],
  [6, 'WellCare 2023'], [7, 'BCBS 2024'], [8, 'Molina 2024'], [9, 'Centene 2024'], [10, 'Direct Enrolment'],
];

/** 984000014–984000020 are the reasons of bulk eligibility changes and the Term form. */
export const TERM_REASONS: Array<[number, string]> = [
  [984000001, 'Deceased'],
  [984000002, 'Lost payer eligibility'],
  [984000003, 'Payer plan change'],
  [984000014, 'Member request'],
  [984000015, 'Nephrology (dialysis) care'],
  [984000016, 'Hematology / oncology care'],
  [984000017, 'Moved out of service area'],
  [984000018, 'Hospice'],
  [984000019, 'Transplant / LVAD'],
  [984000020, 'Other (see note)'],
  [984000022, 'Long-term care placement'],
];

export const RISK_TYPES: Array<[number, string]> = [
  [1, 'Full risk'], [2, 'Shared savings'], [3, 'Fee for service'], [4, 'Capitated'],
];
