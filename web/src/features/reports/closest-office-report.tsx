import { Field, Fieldset, HStack, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  REPORT_ENGAGEMENTS,
  REPORT_ENGAGEMENT_LABELS,
  closestOfficeReportRule,
  type ClosestOfficeReportParams,
} from '@luminate/schema/rules';
import { ReportCommunitiesDocument } from '../../generated/graphql.ts';
import { ruleResolver } from '../../shared/lib/form-errors.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { MarketSelect, type MarketChoice } from './market-select.tsx';
import { ReportDownloadActions } from './report-card.tsx';
import { closestOfficeReportUrl } from './report-urls.ts';
import { useReportDownload } from './use-report-download.ts';

interface Values {
  marketId: string;
  communityId: string;
  engagement: string;
}

const PLACEMENT = { fields: ['marketId', 'communityId', 'engagement'] as const };

/**
 * Closest Office Report: a market, or one of its communities, and the members' engagement (Yes,
 * No or Either), all required by the shared rule before anything is asked.
 */
export function ClosestOfficeReportForm({ markets, tool }: { markets: readonly MarketChoice[]; tool: string }) {
  const download = useReportDownload('ClosestOfficeReport.xlsx');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, ClosestOfficeReportParams>({
    defaultValues: { marketId: '', communityId: '', engagement: '' },
    resolver: ruleResolver(closestOfficeReportRule, PLACEMENT),
  });
  const marketId = useWatch({ control, name: 'marketId' });
  const offices = useQuery(ReportCommunitiesDocument, { variables: { marketId }, skip: !marketId });
  // Community-level offices (names ending .000) stand for their communities.
  const communities = (offices.data?.offices ?? []).filter((o) => o.isCommunity && o.active);

  return (
    <form
      noValidate
      aria-label="Closest Office Report"
      onSubmit={(event) => void handleSubmit((p) => download.run(closestOfficeReportUrl(p)))(event)}
    >
      <Stack gap="4">
        <FormError message={errors.root?.message} />
        <ErrorAlert error={offices.error} tool={tool} />
        <MarketSelect
          markets={markets}
          // A community belongs to one market: choosing another market clears it.
          registration={register('marketId', { onChange: () => setValue('communityId', '') })}
          error={errors.marketId?.message}
          required
        />
        {/* No community to pick until a market is chosen and its communities are in. */}
        <Field.Root invalid={Boolean(errors.communityId)} disabled={!marketId || offices.loading}>
          <Field.Label>Community</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('communityId')}>
              <option value="">{offices.loading ? 'Loading communities…' : 'Whole market'}</option>
              {communities.map((c) => (
                <option key={c.id} value={c.communityId}>
                  {c.commonName ? `${c.communityId} (${c.commonName})` : c.communityId}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.communityId ? (
            <Field.ErrorText>{errors.communityId.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {marketId ? 'Leave empty for the whole market.' : 'Choose a market first to pick one of its communities.'}
            </Field.HelperText>
          )}
        </Field.Root>
        <Controller
          control={control}
          name="engagement"
          render={({ field }) => (
            <Fieldset.Root invalid={Boolean(errors.engagement)}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                Engaged members
              </Fieldset.Legend>
              <RadioGroup.Root
                name={field.name}
                value={field.value || null}
                onValueChange={(e) => field.onChange(e.value ?? '')}
                aria-label="Engaged members"
              >
                <HStack gap="5">
                  {REPORT_ENGAGEMENTS.map((choice) => (
                    <RadioGroup.Item key={choice} value={choice}>
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{REPORT_ENGAGEMENT_LABELS[choice]}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
              <Fieldset.ErrorText>{errors.engagement?.message}</Fieldset.ErrorText>
            </Fieldset.Root>
          )}
        />
        <ReportDownloadActions download={download} tool={tool} />
      </Stack>
    </form>
  );
}
