import type { Resolver, ResolverResult } from 'react-hook-form';
import { callListFilterRule, campaignRule, DEFAULT_AGENTS_ASSIGNED, nonBlank } from '@luminate/schema/rules';
import { placeFieldErrors, ruleErrors, toFormErrors, type PlacedErrors } from '../../shared/lib/form-errors.ts';
import type { CampaignInput, CampaignSummaryFragment, CampaignTypeInfoFragment } from '../../generated/graphql.ts';

/** The hidden market never appears in pickers. */
export const HIDDEN_MARKET_ID = '940063';

/** What the campaign modal holds. Numbers come from number inputs (NaN when blank). */
export interface CampaignFormValues {
  name: string;
  note: string;
  typeId: string;
  /** '' means every market. */
  marketId: string;
  restDays: number;
  numAgentsAssigned: number;
  /** Targeted and Creatio campaigns are created with a member list. */
  listName: string;
  file: FileList | null;
  isExclusive: boolean;
}

export interface MemberList {
  listName: string;
  file: File;
  isExclusive: boolean;
}

/** What a valid form submits: the mutation's input, plus the member list to upload after creating. */
export interface CampaignFormResult {
  input: CampaignInput;
  memberList: MemberList | null;
}

/** The list upload shares the filter rule (an .xlsx is required); only its name field is labelled differently here. */
const memberListRule = callListFilterRule.extend({ filterName: nonBlank('List name is required').max(100) });

export function newCampaignValues(): CampaignFormValues {
  return {
    name: '',
    note: '',
    typeId: '',
    marketId: '',
    restDays: 0,
    numAgentsAssigned: DEFAULT_AGENTS_ASSIGNED,
    listName: '',
    file: null,
    isExclusive: false,
  };
}

export function campaignToFormValues(campaign: CampaignSummaryFragment): CampaignFormValues {
  return {
    ...newCampaignValues(),
    name: campaign.name,
    note: campaign.note,
    typeId: campaign.type.id,
    marketId: campaign.market?.id ?? '',
    restDays: campaign.restDays,
    numAgentsAssigned: campaign.numAgentsAssigned,
  };
}

/** Whether creating a campaign of this type needs a member list. */
export function needsMemberList(types: readonly CampaignTypeInfoFragment[], typeId: string): boolean {
  return types.find((t) => t.id === typeId)?.needsMemberList ?? false;
}

/** The form's fields; the campaign rule and the gateway name them alike. */
export const CAMPAIGN_FORM_FIELDS = [
  'name',
  'note',
  'typeId',
  'marketId',
  'restDays',
  'numAgentsAssigned',
  'listName',
  'file',
  'isExclusive',
] as const;
/** The member list is checked by the filter rule, which names its fields for a filter. */
const MEMBER_LIST_PLACEMENT = { fields: CAMPAIGN_FORM_FIELDS, rename: { filterName: 'listName', fileName: 'file' } } as const;

/** Both rules' errors on the form: each field keeps its first message. */
function merge(a: PlacedErrors<string> | null, b: PlacedErrors<string> | null): PlacedErrors<string> | null {
  if (!a || !b) return a ?? b;
  return { fields: { ...b.fields, ...a.fields }, form: [a.form, b.form].filter(Boolean).join(' ') || null };
}

/**
 * react-hook-form resolver over the shared campaignRule; when creating a campaign whose type needs
 * a member list, the list name and the .xlsx file are checked by the filter rule too.
 */
export function campaignFormResolver(
  types: readonly CampaignTypeInfoFragment[],
  creating: boolean,
): Resolver<CampaignFormValues, unknown, CampaignFormResult> {
  return (values): ResolverResult<CampaignFormValues, CampaignFormResult> => {
    const campaign = campaignRule.safeParse({
      name: values.name,
      note: values.note,
      typeId: values.typeId,
      marketId: values.marketId === '' ? null : values.marketId,
      restDays: values.restDays,
      numAgentsAssigned: values.numAgentsAssigned,
    });
    let failed = ruleErrors(campaign, { fields: CAMPAIGN_FORM_FIELDS });

    let memberList: MemberList | null = null;
    if (creating && needsMemberList(types, values.typeId)) {
      const file = values.file?.[0] ?? null;
      const list = memberListRule.safeParse({ filterName: values.listName, fileName: file?.name ?? '' });
      if (!list.success) failed = merge(failed, ruleErrors(list, MEMBER_LIST_PLACEMENT));
      else if (file) memberList = { listName: list.data.filterName, file, isExclusive: values.isExclusive };
    }

    if (failed || !campaign.success)
      return { values: {}, errors: toFormErrors<CampaignFormValues>(failed ?? placeFieldErrors([], { fields: [] })) };
    const rule = campaign.data;
    const input: CampaignInput = {
      name: rule.name,
      note: rule.note,
      typeId: String(rule.typeId),
      marketId: rule.marketId === null ? null : String(rule.marketId),
      restDays: rule.restDays,
      numAgentsAssigned: rule.numAgentsAssigned,
    };
    return { values: { input, memberList }, errors: {} };
  };
}
