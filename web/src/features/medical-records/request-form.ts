import type { Resolver, ResolverResult } from 'react-hook-form';
import { medicalRecordRequestRule, type MedicalRecordKind } from '@luminate/schema/rules';
import { ruleErrors, toFormErrors } from '../../shared/lib/form-errors.ts';

/** The Make Request dialog's fields: the four kinds of file and the member id workbook. */
export interface RequestFormValues extends Record<MedicalRecordKind, boolean> {
  file: FileList | null;
}

export interface RequestFormResult extends Record<MedicalRecordKind, boolean> {
  file: File;
}

/** The rule names the workbook by its file name; the form's field is the file itself. The kinds' error shows on the group. */
const REQUEST_FORM_PLACEMENT = { fields: ['kinds', 'file'] as const, rename: { fileName: 'file' } } as const;

/** react-hook-form resolver over the shared medicalRecordRequestRule: at least one kind, and an .xlsx. */
export const requestFormResolver: Resolver<RequestFormValues, unknown, RequestFormResult> = (
  values,
): ResolverResult<RequestFormValues, RequestFormResult> => {
  const file = values.file?.[0] ?? null;
  const parsed = medicalRecordRequestRule.safeParse({
    ccdXml: values.ccdXml,
    ccdPdf: values.ccdPdf,
    progNote: values.progNote,
    justAaneel: values.justAaneel,
    fileName: file?.name ?? '',
  });
  const failed = ruleErrors(parsed, REQUEST_FORM_PLACEMENT);
  if (failed || !parsed.success || !file)
    return { values: {}, errors: toFormErrors<RequestFormValues>(failed ?? { fields: {}, form: null }) };
  const { fileName: _name, ...kinds } = parsed.data;
  return { values: { ...kinds, file }, errors: {} };
};
