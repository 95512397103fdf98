import { Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { rangesReportRule } from '@luminate/schema/rules';
import { ruleResolver } from '../../shared/lib/form-errors.ts';
import { FormError } from '../../shared/ui/form-error.tsx';
import { MarketSelect, type MarketChoice } from './market-select.tsx';
import { ReportDownloadActions } from './report-card.tsx';
import { marketMembersExportUrl } from './report-urls.ts';
import { useReportDownload } from './use-report-download.ts';

/** The members export asks only for the market, with the report forms' market rule. */
const marketRule = rangesReportRule.pick({ marketId: true });
const PLACEMENT = { fields: ['marketId'] as const };

/** Members export by market: one required market, then the market's members as CSV. */
export function MarketMembersExportForm({ markets, tool }: { markets: readonly MarketChoice[]; tool: string }) {
  const download = useReportDownload('members.csv');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ marketId: string }, unknown, { marketId: number }>({
    defaultValues: { marketId: '' },
    resolver: ruleResolver(marketRule, PLACEMENT),
  });

  return (
    <form
      noValidate
      aria-label="Members Export"
      onSubmit={(event) => void handleSubmit(({ marketId }) => download.run(marketMembersExportUrl(marketId)))(event)}
    >
      <Stack gap="4">
        <FormError message={errors.root?.message} />
        <MarketSelect markets={markets} registration={register('marketId')} error={errors.marketId?.message} required />
        <ReportDownloadActions download={download} tool={tool} label="Export" />
      </Stack>
    </form>
  );
}
