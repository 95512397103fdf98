/**
 * Bulk uploads of the Data Mgmt page and the bulk neighborhood update: the flows, their workbook
 * templates, the limits, the form rules (note, .xlsx, cohort), the per-row rules and the JSON the
 * validation and the submit answer. The web form, the gateway's file routes and the sandbox's
 * Care API all import these, so every layer refuses the same things with the same words.
 *
 * - A bulk upload is one .xlsx workbook; its first sheet's first row holds the template's column
 *   names, every following row is one change. At most BULK_MAX_BYTES and BULK_MAX_ROWS data rows.
 * - Every flow but addresses needs a note (non-blank); new members also need a cohort.
 * - The header row must hold the template's columns: a missing, renamed or unexpected column is
 *   named in the refusal. The bulk neighborhood update must match its template exactly (same
 *   columns in the same order, no filters on the sheet).
 * - Cells are read as text (numbers as written, dates as yyyy-mm-dd) before the row rules run.
 */

export * from './flows.ts';
export * from './templates.ts';
export * from './form.ts';
export * from './rows.ts';
export * from './answers.ts';
