import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { isoToday, redBoxErrorsReportRule } from '@luminate/schema/rules';
import { ruleResolver } from '../../shared/lib/form-errors.ts';
import { FormError } from '../../shared/ui/form-error.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { MarketSelect, type MarketChoice } from './market-select.tsx';
import { ReportDownloadActions } from './report-card.tsx';
import { redBoxErrorsReportUrl, type RedBoxErrorsParams } from './report-urls.ts';
import { useReportDownload } from './use-report-download.ts';

interface Values {
  startDate: string;
  endDate: string;
  marketId: string;
}

const PLACEMENT = { fields: ['startDate', 'endDate', 'marketId'] as const };

/** Red Box Errors: start and end dates (required, not after today, end not before start) and an optional market. */
export function RedBoxErrorsReportForm({ markets, tool }: { markets: readonly MarketChoice[]; tool: string }) {
  const today = isoToday();
  const download = useReportDownload('RedBoxErrorsReport.xlsx');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, RedBoxErrorsParams>({
    defaultValues: { startDate: '', endDate: '', marketId: '' },
    resolver: ruleResolver(redBoxErrorsReportRule(today), PLACEMENT),
  });

  return (
    <form
      noValidate
      aria-label="Red Box Errors"
      onSubmit={(event) => void handleSubmit((p) => download.run(redBoxErrorsReportUrl(p)))(event)}
    >
      <Stack gap="4">
        <FormError message={errors.root?.message} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Start Date" required error={errors.startDate?.message}>
            <Input type="date" max={today} {...register('startDate')} />
          </FormField>
          <FormField label="End Date" required error={errors.endDate?.message}>
            <Input type="date" max={today} {...register('endDate')} />
          </FormField>
        </SimpleGrid>
        <MarketSelect markets={markets} registration={register('marketId')} error={errors.marketId?.message} />
        <ReportDownloadActions download={download} tool={tool} />
      </Stack>
    </form>
  );
}
