/**
 * Mutation inputs checked with the shared rules (the same ones the web forms use) and turned
 * into Care API bodies, so a bad input is answered BAD_USER_INPUT with the rule's own message
 * before anything is sent upstream.
 */
import { campaignRule, campaignVariableRule, DEFAULT_AGENTS_ASSIGNED } from '@luminate/schema/rules';
import type { CampaignInputDto, CampaignOptionDto, CampaignVariableInputDto } from '@luminate/schema/rest';
import { parseInput } from '../../../errors.ts';
import type { CampaignInput, CampaignVariableInput } from '../../../generated/graphql.ts';

export function campaignBody(input: CampaignInput): CampaignInputDto {
  const v = parseInput(campaignRule, {
    name: input.name,
    note: input.note,
    typeId: input.typeId,
    marketId: input.marketId ?? null,
    restDays: input.restDays,
    numAgentsAssigned: input.numAgentsAssigned ?? DEFAULT_AGENTS_ASSIGNED,
  });
  return {
    campaignName: v.name,
    note: v.note,
    typeId: v.typeId,
    marketId: v.marketId,
    daysUntilMemResurface: v.restDays,
    numAgentsAssigned: v.numAgentsAssigned,
  };
}

/**
 * The variable body for a campaign. The option decides the value checks, the campaign's type
 * the dialer rules; an unknown option reads as "no option chosen". A valuePreset option needs
 * no typed value (the Care API stores the option's own preset), but the body's value may not be
 * empty, so the option's name stands in for it.
 */
export function variableBody(
  campaignId: number,
  input: CampaignVariableInput,
  option: CampaignOptionDto | null,
  isDialer: boolean,
): CampaignVariableInputDto {
  const { optionId, value, points } = parseInput(campaignVariableRule({ valueType: option?.valueType ?? null, isDialer }), {
    optionId: option ? option.optionId : 0,
    value: input.value,
    points: input.points,
  });
  return { campaignId, optionId, value: value || (option?.optionName ?? value), points };
}
