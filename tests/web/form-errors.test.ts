/**
 * One placement of field errors on a form: a rule failing in the browser (zod) and the same rule
 * refused by the gateway (BAD_USER_INPUT with extensions.fieldErrors) land on the same fields;
 * fields the form does not have become the form-level error.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrorsOf } from '@luminate/schema/rules';
import { placeFieldErrors, ruleResolver, serverFieldErrors, toFormErrors } from '../../web/src/shared/lib/form-errors.ts';

const rule = z.object({ name: z.string().min(1, 'Name is required'), fileName: z.string().endsWith('.xlsx', 'Choose an .xlsx workbook') });
const placement = { fields: ['name', 'file'] as const, rename: { fileName: 'file' } };

describe('placeFieldErrors', () => {
  it('places browser and server failures of the same rule alike', () => {
    const browser = placeFieldErrors(fieldErrorsOf(rule.safeParse({ name: '', fileName: 'list.csv' }).error!), placement);
    const server = placeFieldErrors(
      serverFieldErrors(
        new CombinedGraphQLErrors({
          data: null,
          errors: [
            {
              message: 'Invalid input',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [
                  { field: 'name', message: 'Name is required' },
                  { field: 'fileName', message: 'Choose an .xlsx workbook' },
                ],
              },
            },
          ],
        }),
      ),
      placement,
    );
    expect(browser).toEqual({ fields: { name: 'Name is required', file: 'Choose an .xlsx workbook' }, form: null });
    expect(server).toEqual(browser);
  });

  it('keeps the first message per field and gives unknown fields to the form', () => {
    const placed = placeFieldErrors(
      [
        { field: 'name', message: 'first' },
        { field: 'name', message: 'second' },
        { field: 'address.zip', message: 'Zip is required' },
        { field: '', message: 'Nothing to save' },
      ],
      placement,
    );
    expect(placed).toEqual({ fields: { name: 'first' }, form: 'Zip is required Nothing to save' });
    expect(toFormErrors(placed)).toEqual({
      name: { type: 'rule', message: 'first' },
      root: { type: 'rule', message: 'Zip is required Nothing to save' },
    });
  });

  it('reads field errors only from BAD_USER_INPUT answers', () => {
    expect(serverFieldErrors(new Error('network'))).toEqual([]);
    expect(
      serverFieldErrors(
        new CombinedGraphQLErrors({
          data: null,
          errors: [{ message: 'No', extensions: { code: 'FORBIDDEN', fieldErrors: [{ field: 'name', message: 'x' }] } }],
        }),
      ),
    ).toEqual([]);
  });

  it('resolves a valid form to the rule output and an invalid one to its placed errors', async () => {
    const resolver = ruleResolver<{ name: string; file: string }, z.infer<typeof rule>>(rule, { fields: ['name', 'file'] }, (v) => ({
      name: v.name,
      fileName: v.file,
    }));
    const ok = await resolver({ name: 'May', file: 'may.xlsx' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok).toEqual({ values: { name: 'May', fileName: 'may.xlsx' }, errors: {} });
    const bad = await resolver({ name: '', file: 'may.xlsx' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.errors).toEqual({ name: { type: 'rule', message: 'Name is required' } });
  });
});
