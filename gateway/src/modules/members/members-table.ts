/**
 * The members table: graph field enum → MembersOdata property, its type and the match modes
 * and sorting it supports. Payer, plan, term reason, risk type and cohort come with the page
 * ($expand); office and market are resolved through the markets module's batched loaders.
 */
import { BOOLEAN_MODES, DATE_MODES, defineTable, STRING_MODES, type FieldSpec, type MatchMode } from '../../upstream/odata-table.ts';
import type { MemberField } from '../../generated/graphql.ts';

const ID_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS', 'IN'];

const text = (property: string): FieldSpec => ({ property, type: 'string', filter: STRING_MODES, sort: true });
const id = (property: string): FieldSpec => ({ property, type: 'number', filter: ID_MODES, sort: true });
const flag = (property: string): FieldSpec => ({ property, type: 'boolean', filter: BOOLEAN_MODES, sort: true });
const date = (property: string): FieldSpec => ({ property, type: 'date', filter: DATE_MODES, sort: true });

export const MEMBERS_MAX_PAGE = 200;
export const MEMBERS_EXPORT_PAGE = 1000;

export const membersTable = defineTable<MemberField>({
  entitySet: 'MembersOdata',
  fields: {
    ID: id('id'),
    AANEEL_ID: text('aaneelId'),
    FIRST_NAME: text('firstName'),
    LAST_NAME: text('lastName'),
    FULL_NAME: text('fullName'),
    DATE_OF_BIRTH: date('dtOfBirth'),
    GENDER: { property: 'gender', type: 'string', filter: ['EQUALS', 'NOT_EQUALS', 'IN'], sort: true },
    MEMBER_ID: text('memberId'),
    MBI: text('mbi'),
    HOME_PHONE: text('homePhone'),
    WORK_PHONE: text('workPhone'),
    MOBILE_PHONE: text('mobilePhone'),
    EMAIL: text('email'),
    ADDRESS: text('address1'),
    CITY: text('city'),
    STATE: text('state'),
    ZIP: text('zip'),
    COUNTY: text('county'),
    MARKET_ID: id('marketId'),
    OFFICE_ID: id('officeId'),
    PAYER_ID: id('payerId'),
    PLAN_ID: id('planId'),
    COHORT_ID: id('cohortId'),
    RISK_TYPE_ID: id('riskTypeId'),
    ELIGIBLE: flag('eligible'),
    ENGAGED: flag('engaged'),
    ENGAGED_DATE: date('engagedDt'),
    TERM_DATE: date('termDt'),
    TERM_REASON_ID: id('termReasonId'),
    DECEASED_DATE: date('deceasedDt'),
    PENDING_TRANSITION: flag('pendingTransition'),
    PENDING_DNC: flag('isPendingDNC'),
    DNC_PHONE: flag('dncPhone'),
    DROPIN_INELIGIBLE: flag('dropinIneligible'),
  },
  expand: ['payer', 'plan', 'termReason', 'riskType', 'cohort'],
  defaultSort: [{ property: 'id', direction: 'asc' }],
  maxPageSize: MEMBERS_MAX_PAGE,
});
