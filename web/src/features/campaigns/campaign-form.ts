import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { callListFilterRule, campaignRule, DEFAULT_AGENTS_ASSIGNED, nonBlank } from '@luminate/schema/rules';
import type { CampaignInput, CampaignSummaryFragment, CampaignTypeInfoFragment } from '../../generated/graphql.ts';

/** The hidden market never appears in pickers (spec 4 §9). */
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
  /** Targeted and Creatio campaigns are created with a member list (spec 4 §4, §5). */
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
  return { name: '', note: '', typeId: '', marketId: '', restDays: 0, numAgentsAssigned: DEFAULT_AGENTS_ASSIGNED, listName: '', file: null, isExclusive: false };
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

interface RuleIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
}

/** The first issue per field, under the form's field name. */
function collect(errors: Record<string, { type: string; message: string }>, issues: readonly RuleIssue[], rename: Record<string, string> = {}): void {
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'root');
    const field = rename[key] ?? key;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
}

/**
 * react-hook-form resolver over the shared campaignRule; when creating a campaign whose type needs
 * a member list, the list name and the .xlsx file are checked by the filter rule too.
 */
export function campaignFormResolver(types: readonly CampaignTypeInfoFragment[], creating: boolean): Resolver<CampaignFormValues, unknown, CampaignFormResult> {
  return async (values): Promise<ResolverResult<CampaignFormValues, CampaignFormResult>> => {
    const errors: Record<string, { type: string; message: string }> = {};
    const campaign = campaignRule.safeParse({
      name: values.name,
      note: values.note,
      typeId: values.typeId,
      marketId: values.marketId === '' ? null : values.marketId,
      restDays: values.restDays,
      numAgentsAssigned: values.numAgentsAssigned,
    });
    if (!campaign.success) collect(errors, campaign.error.issues);

    let memberList: MemberList | null = null;
    if (creating && needsMemberList(types, values.typeId)) {
      const file = values.file?.[0] ?? null;
      const list = memberListRule.safeParse({ filterName: values.listName, fileName: file?.name ?? '' });
      if (!list.success) collect(errors, list.error.issues, { filterName: 'listName', fileName: 'file' });
      else if (file) memberList = { listName: list.data.filterName, file, isExclusive: values.isExclusive };
    }

    if (!campaign.success || Object.keys(errors).length > 0) {
      return { values: {}, errors: errors as FieldErrors<CampaignFormValues> };
    }
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
