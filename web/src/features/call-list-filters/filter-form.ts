import type { Resolver, ResolverResult } from 'react-hook-form';
import { callListFilterRule, type CallListFilterInput } from '@luminate/schema/rules';
import { ruleErrors, toFormErrors } from '../../shared/lib/form-errors.ts';

/** The Add New Global Filter modal's fields. */
export interface FilterFormValues {
  filterName: string;
  file: FileList | null;
}

export interface FilterFormResult extends CallListFilterInput {
  file: File;
}

/** The rule names the workbook by its file name; the form's field is the file itself. */
const FILTER_FORM_PLACEMENT = { fields: ['filterName', 'file'] as const, rename: { fileName: 'file' } } as const;

/** react-hook-form resolver over the shared callListFilterRule: a name and an .xlsx workbook. */
export const filterFormResolver: Resolver<FilterFormValues, unknown, FilterFormResult> = (
  values,
): ResolverResult<FilterFormValues, FilterFormResult> => {
  const file = values.file?.[0] ?? null;
  const parsed = callListFilterRule.safeParse({ filterName: values.filterName, fileName: file?.name ?? '' });
  const failed = ruleErrors(parsed, FILTER_FORM_PLACEMENT);
  if (failed || !parsed.success || !file)
    return { values: {}, errors: toFormErrors<FilterFormValues>(failed ?? { fields: {}, form: null }) };
  return { values: { ...parsed.data, file }, errors: {} };
};
