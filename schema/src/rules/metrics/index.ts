/**
 * The panel metrics of the Metrics Homepage and Patient Care Management: one catalogue of every
 * metric (id, label, group, the roles whose set holds it, its drill-down table and columns, its
 * hover text), where each metric's view button goes, the dashboard's windows and the role rules.
 * The Care API counts each metric with one SQL predicate per metric id (sandbox care-api/metrics/predicates.ts); the
 * gateway and the web read everything else from here.
 */

export * from './roles.ts';
export * from './thresholds.ts';
export * from './row-fields.ts';
export * from './catalogue.ts';
export * from './acuity.ts';
export * from './requests.ts';
