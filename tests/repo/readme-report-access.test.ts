/**
 * The "Who may read and export what" table of docs/security.md covers every card of the Reports menu's
 * pages: each card of the reports policy has a row naming its page, its title and the
 * `viewer.can` field that answers its rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_CARDS } from '../../gateway/src/modules/reports/policy.ts';

const README = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'security.md'), 'utf8');

const PAGE_NAMES: Record<string, string> = {
  '/geodeployment-reports': 'Geodeployment Reports',
  '/membership-reports': 'Membership Reporting',
  '/visit-reports': 'Visit Reporting',
  '/med-records': 'Medical Records',
};

/** The rows of the section's first table, as [Data, Who] cells. */
function accessRows(): Array<[string, string]> {
  const start = README.indexOf('## Who may read and export what');
  expect(start).toBeGreaterThan(-1);
  const section = README.slice(start, README.indexOf('\n## ', start + 1));
  const table = section.slice(section.indexOf('| Data | Who |'));
  const rows: Array<[string, string]> = [];
  for (const line of table.split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(' | ');
    rows.push([cells[0].replace(/^\|\s*/, ''), cells.slice(1).join(' | ')]);
  }
  return rows;
}

describe('the access table of docs/security.md', () => {
  it('has a row for every card of the Reports pages, naming its page, its title and its capability', () => {
    const rows = accessRows();
    expect(rows.length).toBeGreaterThan(5);
    const missing = REPORT_CARDS.filter(
      (card) =>
        !rows.some(([data, who]) => data.includes(PAGE_NAMES[card.page]) && data.includes(card.title) && who.includes(card.capability)),
    ).map((card) => `${PAGE_NAMES[card.page]}: ${card.title} (${card.capability})`);
    expect(missing).toEqual([]);
  });
});
