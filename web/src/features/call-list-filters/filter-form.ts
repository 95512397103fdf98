import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { callListFilterRule, type CallListFilterInput } from '@luminate/schema/rules';

/** The Add New Global Filter modal's fields. */
export interface FilterFormValues {
  filterName: string;
  file: FileList | null;
}

export interface FilterFormResult extends CallListFilterInput {
  file: File;
}

/** react-hook-form resolver over the shared callListFilterRule: a name and an .xlsx workbook. */
export const filterFormResolver: Resolver<FilterFormValues, unknown, FilterFormResult> = async (values): Promise<ResolverResult<FilterFormValues, FilterFormResult>> => {
  const file = values.file?.[0] ?? null;
  const parsed = callListFilterRule.safeParse({ filterName: values.filterName, fileName: file?.name ?? '' });
  if (!parsed.success || !file) {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] === 'fileName' ? 'file' : String(issue.path[0]);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<FilterFormValues> };
  }
  return { values: { ...parsed.data, file }, errors: {} };
};
