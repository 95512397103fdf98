/**
 * The Metrics Homepage's rules that need no browser: the two-column layout of the metric groups
 * (Action Needed opens the left column, Population Health the right, every other group in its fixed
 * order into the shorter column, 50 per metric), the drill-down formats (last IV visit date
 * 'Unavailable', PMPM in dollars, Termed / Engaged / Unengaged), the office tree's tri-state
 * selection, and where a drill-down row's view button goes for every metric.
 */
import { describe, expect, it } from 'vitest';
import { balanceColumns, groupMetrics, METRIC_HEIGHT, type MetricGroup } from '../../web/src/features/metrics/column-layout.ts';
import { engagedLabel, formatLastIvVisitDate, formatUsd, UNAVAILABLE } from '../../web/src/features/metrics/metric-format.ts';
import {
  allLeafIds,
  checkState,
  showsBulkButtons,
  toggleNode,
  withinTree,
  type TreeNode,
} from '../../web/src/features/metrics/office-tree-model.ts';
import { drillDownCsvUrl, expansionText, memberPageUrl, NOT_AVAILABLE } from '../../web/src/features/metrics/drill-down.ts';
import { cellText, type MetricColumnSpec, type MetricRowData } from '../../web/src/features/metrics/metric-columns.ts';
import { EMPTY } from '../../web/src/shared/lib/format.ts';
import { METRICS, metricViewTarget } from '@luminate/schema/rules';

const group = (name: string, count: number): MetricGroup<string> => ({
  group: name,
  metrics: Array.from({ length: count }, (_, i) => `${name}-${i}`),
});
const names = (groups: MetricGroup<string>[]) => groups.map((g) => g.group);

describe('metric columns', () => {
  it('puts Action Needed first on the left and Population Health first on the right, whatever their size', () => {
    const layout = balanceColumns([group('PANEL', 1), group('POPULATION_HEALTH', 1), group('ACTION_NEEDED', 6)]);
    expect(names(layout.left)[0]).toBe('ACTION_NEEDED');
    expect(names(layout.right)[0]).toBe('POPULATION_HEALTH');
    // Panel goes to the shorter right column (50 < 300).
    expect(names(layout.right)).toEqual(['POPULATION_HEALTH', 'PANEL']);
  });

  it('places the other groups in the fixed order, each into the column that is shorter at that moment', () => {
    // Left 2 (100), right 1 (50).
    const layout = balanceColumns([
      group('EDD', 1),
      group('UTILIZATION', 2),
      group('MEDICAL_COST', 1),
      group('ENGAGEMENT', 3),
      group('PANEL', 2),
      group('POPULATION_HEALTH', 1),
      group('ACTION_NEEDED', 2),
    ]);
    // PANEL (2) → right (50 < 100): right 150. ENGAGEMENT (3) → left (100 < 150): left 250.
    // MEDICAL_COST (1) → right: 200. UTILIZATION (2) → right (200 < 250): 300. EDD → left (250 < 300): 300.
    expect(names(layout.left)).toEqual(['ACTION_NEEDED', 'ENGAGEMENT', 'EDD']);
    expect(names(layout.right)).toEqual(['POPULATION_HEALTH', 'PANEL', 'MEDICAL_COST', 'UTILIZATION']);
    expect(layout.leftHeight).toBe(6 * METRIC_HEIGHT);
    expect(layout.rightHeight).toBe(6 * METRIC_HEIGHT);
  });

  it('breaks a tie towards the left and leaves empty groups out', () => {
    const layout = balanceColumns([group('PANEL', 1), group('ENGAGEMENT', 0), group('UTILIZATION', 1)]);
    expect(names(layout.left)).toEqual(['PANEL']);
    expect(names(layout.right)).toEqual(['UTILIZATION']);
    expect(balanceColumns([])).toEqual({ left: [], right: [], leftHeight: 0, rightHeight: 0 });
  });

  it('counts 50 per metric', () => {
    expect(METRIC_HEIGHT).toBe(50);
    const layout = balanceColumns([group('ACTION_NEEDED', 3), group('POPULATION_HEALTH', 1)]);
    expect([layout.leftHeight, layout.rightHeight]).toEqual([150, 50]);
  });

  it('groups metrics in the order given', () => {
    const metrics = [
      { id: 'a', g: 'PANEL' },
      { id: 'b', g: 'ACTION_NEEDED' },
      { id: 'c', g: 'PANEL' },
    ];
    expect(groupMetrics(metrics, (m) => m.g).map((x) => [x.group, x.metrics.map((m) => m.id)])).toEqual([
      ['PANEL', ['a', 'c']],
      ['ACTION_NEEDED', ['b']],
    ]);
  });
});

describe('drill-down formats', () => {
  it("shows the last IV visit date, or 'Unavailable' when empty or before 1900", () => {
    expect(formatLastIvVisitDate('2025-03-04')).toBe('03/04/2025');
    expect(formatLastIvVisitDate('1900-01-01')).toBe('01/01/1900');
    expect(formatLastIvVisitDate('1899-12-31')).toBe(UNAVAILABLE);
    expect(formatLastIvVisitDate('0001-01-01')).toBe(UNAVAILABLE);
    expect(formatLastIvVisitDate(null)).toBe(UNAVAILABLE);
    expect(formatLastIvVisitDate('')).toBe(UNAVAILABLE);
    expect(formatLastIvVisitDate('not a date')).toBe(UNAVAILABLE);
  });

  it('shows last quarter paid PMPM in US dollars with 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(-40)).toBe('-$40.00');
    expect(formatUsd(null)).toBe(EMPTY);
  });

  it('labels a member Termed when a term date is present, else Engaged or Unengaged', () => {
    expect(engagedLabel({ termDate: '2025-01-31', isEngaged: true })).toBe('Termed');
    expect(engagedLabel({ termDate: null, isEngaged: true })).toBe('Engaged');
    expect(engagedLabel({ termDate: null, isEngaged: false })).toBe('Unengaged');
    expect(engagedLabel({})).toBe('Unengaged');
  });

  it('renders cells by the column type, with the IV-date and engaged rules by field', () => {
    const row = {
      lastIvVisitDate: '1800-01-01',
      isEngaged: true,
      termDate: null,
      lastQuarterPaidPmpm: 99.9,
      highNeedCriteria: ['Cost', 'Utilization'],
      currentNumberOfMedications: 1200,
      admissionDatetime: null,
    } as unknown as MetricRowData;
    const col = (key: string, type: MetricColumnSpec['type']) => ({ key, type, label: key, field: 'AANEEL_ID' }) as MetricColumnSpec;
    expect(cellText(row, col('lastIvVisitDate', 'DATE'))).toBe('Unavailable');
    expect(cellText(row, col('isEngaged', 'BOOLEAN'))).toBe('Engaged');
    expect(cellText(row, col('lastQuarterPaidPmpm', 'CURRENCY'))).toBe('$99.90');
    expect(cellText(row, col('highNeedCriteria', 'TEXT_LIST'))).toBe('Cost, Utilization');
    expect(cellText(row, col('currentNumberOfMedications', 'NUMBER'))).toBe('1,200');
    expect(cellText(row, col('admissionDatetime', 'DATETIME'))).toBe(EMPTY);
  });
});

describe('office tree selection', () => {
  const office = (id: string): TreeNode => ({ id, label: `Office ${id}`, children: [] });
  const community: TreeNode = { id: 'community:1', label: '1.001.000', children: [office('11'), office('12')] };
  const market: TreeNode = { id: 'market:1', label: 'Market', children: [community, office('13')] };

  it('is checked, indeterminate or unchecked from the offices under a node', () => {
    expect(checkState(market, new Set(['11', '12', '13']))).toBe('checked');
    expect(checkState(market, new Set(['11']))).toBe('indeterminate');
    expect(checkState(community, new Set(['13']))).toBe('unchecked');
  });

  it('toggling a branch chooses all its offices, or drops them all when all were chosen', () => {
    expect([...toggleNode(community, new Set(['11']))].sort()).toEqual(['11', '12']);
    expect([...toggleNode(community, new Set(['11', '12', '13']))]).toEqual(['13']);
    expect([...toggleNode(office('13'), new Set())]).toEqual(['13']);
  });

  it('offers Select All and Clear only with more than one root', () => {
    expect(showsBulkButtons([market])).toBe(false);
    expect(showsBulkButtons([market, office('20')])).toBe(true);
    expect(allLeafIds([market, office('20')])).toEqual(['11', '12', '13', '20']);
    expect([...withinTree([market], new Set(['11', '99']))]).toEqual(['11']);
  });
});

describe('drill-down rows', () => {
  it('opens the member page at #assignments, #census, or plain', () => {
    expect(memberPageUrl('42', 'ASSIGNMENTS')).toBe('/member/42#assignments');
    expect(memberPageUrl('42', 'CENSUS')).toBe('/member/42#census');
    expect(memberPageUrl('42', 'PLAIN')).toBe('/member/42');
  });

  it("sends every metric's view button where the spec says: transfers to #assignments, Recent Acute Utilization to #census, High Needs to the cost profile in the modal, any other metric to the plain member page", () => {
    const COST_PROFILE = 'the cost profile inside the modal';
    const shown = (metricId: string) => {
      const target = metricViewTarget(metricId);
      return target === 'COST_PROFILE' ? COST_PROFILE : memberPageUrl('42', target);
    };
    const expected: Record<string, string> = {
      'Patients Requiring Transfer': '/member/42#assignments',
      'Recent Acute Utilization': '/member/42#census',
      'High Needs Patients': COST_PROFILE,
    };
    expect(Object.fromEntries(METRICS.map((m) => [m.label, shown(m.id)]))).toEqual(
      Object.fromEntries(METRICS.map((m) => [m.label, expected[m.label] ?? '/member/42'])),
    );
    // Every named exception is a metric of the catalogue.
    expect(Object.keys(expected).every((label) => METRICS.some((m) => m.label === label))).toBe(true);
  });

  it("expands to the last outcome, the description, or 'N/A'", () => {
    const row = { lastOutcome: 'Left voicemail', description: 'Call back Monday' };
    expect(expansionText(row, 'LAST_OUTCOME')).toBe('Left voicemail');
    expect(expansionText(row, 'DESCRIPTION')).toBe('Call back Monday');
    expect(expansionText(row, 'NOT_AVAILABLE')).toBe(NOT_AVAILABLE);
    expect(NOT_AVAILABLE).toBe('N/A');
  });

  it('asks for the CSV of exactly the rows the modal shows', () => {
    const url = new URL(
      drillDownCsvUrl(
        { metricId: 'recentAcuteUtilization', officeIds: ['3', '5'], role: 'CD', employeeId: null },
        { field: 'OFFICE', direction: 'DESC' },
      ),
      'http://x',
    );
    expect(url.pathname).toBe('/files/exports/metric-rows.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      metricId: 'recentAcuteUtilization',
      officeIds: '3,5',
      role: 'CD',
      sort: 'OFFICE:DESC',
    });
  });
});
