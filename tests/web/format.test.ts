/**
 * The one display format per kind: dates MM/DD/YYYY (a calendar day never moved by the time
 * zone), date-times MM/DD/YYYY, h:mm AM, times h:mm:ss AM, phones (555) 123-4567, Yes/No, and
 * one empty marker for anything missing.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  assignedNames,
  formatCount,
  formatDate,
  formatDateTime,
  formatHours,
  formatPhone,
  formatPoints,
  formatText,
  formatTime,
  formatTrueFalse,
  formatYesNo,
} from '../../web/src/shared/lib/format.ts';

describe('format', () => {
  it('shows a calendar day as MM/DD/YYYY exactly as stored', () => {
    expect(formatDate('1994-05-17')).toBe('05/17/1994');
    expect(formatDate('2000-01-01')).toBe('01/01/2000');
  });

  it('shows an instant as MM/DD/YYYY on its local day', () => {
    const instant = new Date(2025, 3, 3, 15, 0);
    expect(formatDate(instant.toISOString())).toBe('04/03/2025');
    expect(formatDate(instant)).toBe('04/03/2025');
  });

  it('shows date-times as MM/DD/YYYY, h:mm AM and times as h:mm:ss AM', () => {
    const instant = new Date(2025, 2, 10, 14, 30, 5);
    expect(formatDateTime(instant.toISOString())).toBe('03/10/2025, 2:30 PM');
    expect(formatTime(instant.toISOString())).toBe('2:30:05 PM');
  });

  it('shows US phone numbers as (555) 123-4567 and anything else as stored', () => {
    expect(formatPhone('7135553805')).toBe('(713) 555-3805');
    expect(formatPhone('+1 713-555-3805')).toBe('(713) 555-3805');
    expect(formatPhone('(713) 555 3805')).toBe('(713) 555-3805');
    expect(formatPhone('555-0101')).toBe('555-0101');
  });

  it('shows flags as Yes / No', () => {
    expect(formatYesNo(true)).toBe('Yes');
    expect(formatYesNo(false)).toBe('No');
  });

  it('shows numbers with separators, points with at most two decimals, hours with two', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatPoints(55.5)).toBe('55.5');
    expect(formatPoints(12.345)).toBe('12.35');
    expect(formatPoints(1240)).toBe('1,240');
    expect(formatHours(2.345)).toBe('2.35 h');
  });

  it('shows one marker for every missing value', () => {
    for (const shown of [
      formatDate(null),
      formatDate(''),
      formatDate('not a date'),
      formatDateTime(undefined),
      formatTime(null),
      formatPhone(null),
      formatPhone(' '),
      formatYesNo(null),
      formatCount(null),
      formatPoints(undefined),
      formatHours(null),
      formatText(null),
      formatText('  '),
    ]) {
      expect(shown).toBe(EMPTY);
    }
    expect(formatText('Northside')).toBe('Northside');
  });

  it("lists assigned employees, or 'No Assignment'", () => {
    expect(assignedNames([{ fullName: 'Olivia Ops' }, { fullName: 'Casey Director' }])).toBe('Olivia Ops, Casey Director');
    expect(assignedNames([])).toBe('No Assignment');
  });
});

describe('True/False', () => {
  it('shows a flag as True or False where the product says so, and missing as the empty marker', () => {
    expect(formatTrueFalse(true)).toBe('True');
    expect(formatTrueFalse(false)).toBe('False');
    expect(formatTrueFalse(null)).toBe(EMPTY);
    expect(formatTrueFalse(undefined)).toBe(EMPTY);
  });
});
