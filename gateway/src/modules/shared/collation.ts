/**
 * The orders names are listed in, each one collator built once. `String.prototype.localeCompare`
 * with a locale or options builds a new collator on every call, which dominated the cost of
 * sorting a few thousand offices per request.
 */

/** English alphabetical order, case and accents breaking ties. */
export const byEnglish = new Intl.Collator('en').compare;

/** English order with digit runs compared as numbers ("1.001.2" before "1.001.10"). */
export const byEnglishNumeric = new Intl.Collator('en', { numeric: true }).compare;

/** English order ignoring case and accents. */
export const byEnglishIgnoringCase = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** English order ignoring case and accents, digit runs compared as numbers. */
export const byEnglishNumericIgnoringCase = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;
