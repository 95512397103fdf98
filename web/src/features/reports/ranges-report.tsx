import { Input, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { DEFAULT_REPORT_RANGE_MILES, rangesReportRule, type RangesReportParams } from '@luminate/schema/rules';
import { ruleResolver } from '../../shared/lib/form-errors.ts';
import { FormError } from '../../shared/ui/form-error.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { MarketSelect, type MarketChoice } from './market-select.tsx';
import { ReportDownloadActions } from './report-card.tsx';
import { rangesReportUrl, type RangesReportKind } from './report-urls.ts';
import { useReportDownload } from './use-report-download.ts';

interface Values {
  marketId: string;
  range: string;
}

const PLACEMENT = { fields: ['marketId', 'range'] as const };

const FALLBACK_NAMES: Record<RangesReportKind, string> = {
  'member-office-ranges': 'MemberOfficeRangesReport.xlsx',
  'vc-ranges': 'VcRangesReport.xlsx',
};

/** Member Office Ranges and VC Ranges: a market and a range in miles (a positive number, 25 unless changed). */
export function RangesReportForm({
  kind,
  title,
  markets,
  tool,
}: {
  kind: RangesReportKind;
  title: string;
  markets: readonly MarketChoice[];
  tool: string;
}) {
  const download = useReportDownload(FALLBACK_NAMES[kind]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, RangesReportParams>({
    defaultValues: { marketId: '', range: String(DEFAULT_REPORT_RANGE_MILES) },
    resolver: ruleResolver(rangesReportRule, PLACEMENT),
  });

  return (
    <form noValidate aria-label={title} onSubmit={(event) => void handleSubmit((p) => download.run(rangesReportUrl(kind, p)))(event)}>
      <Stack gap="4">
        <FormError message={errors.root?.message} />
        <MarketSelect markets={markets} registration={register('marketId')} error={errors.marketId?.message} required />
        <FormField label="Range (miles)" required error={errors.range?.message} hint="Straight-line distance from the member's address.">
          <Input type="number" inputMode="decimal" min="0" step="any" maxW="40" {...register('range')} />
        </FormField>
        <ReportDownloadActions download={download} tool={tool} />
      </Stack>
    </form>
  );
}
