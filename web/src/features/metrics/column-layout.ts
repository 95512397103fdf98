/**
 * How the metric cards share the page's two columns. 'Action Needed' always opens the left column
 * and 'Population Health' the right one; every other group follows in a fixed order and goes to
 * whichever column is shorter at that moment (the left one on a tie). A column's height is its
 * metrics counted at METRIC_HEIGHT each, so the columns come out about as tall as each other.
 */

/** The height one metric adds to its column. */
export const METRIC_HEIGHT = 50;

/** The group always placed first on the left. */
export const LEFT_ANCHOR = 'ACTION_NEEDED';
/** The group always placed first on the right. */
export const RIGHT_ANCHOR = 'POPULATION_HEALTH';
/** The order in which the remaining groups are placed. */
export const GROUP_ORDER: readonly string[] = ['PANEL', 'ENGAGEMENT', 'MEDICAL_COST', 'UTILIZATION', 'EDD'];

export interface MetricGroup<M> {
  group: string;
  metrics: readonly M[];
}

export interface ColumnLayout<M> {
  left: MetricGroup<M>[];
  right: MetricGroup<M>[];
  leftHeight: number;
  rightHeight: number;
}

/** Where a group falls in the fixed order; groups the order does not know come last, by name. */
function rank(group: string): number {
  const at = GROUP_ORDER.indexOf(group);
  return at === -1 ? GROUP_ORDER.length : at;
}

/** Gathers metrics into their groups, keeping each group's metrics in the order given. */
export function groupMetrics<M>(metrics: readonly M[], groupOf: (metric: M) => string): MetricGroup<M>[] {
  const groups = new Map<string, M[]>();
  for (const metric of metrics) {
    const key = groupOf(metric);
    const list = groups.get(key);
    if (list) list.push(metric);
    else groups.set(key, [metric]);
  }
  return [...groups].map(([group, list]) => ({ group, metrics: list }));
}

/** Places the groups (empty ones are left out) in the two columns. */
export function balanceColumns<M>(groups: readonly MetricGroup<M>[]): ColumnLayout<M> {
  const layout: ColumnLayout<M> = { left: [], right: [], leftHeight: 0, rightHeight: 0 };
  const present = groups.filter((g) => g.metrics.length > 0);
  const place = (group: MetricGroup<M>, side: 'left' | 'right') => {
    layout[side].push(group);
    if (side === 'left') layout.leftHeight += group.metrics.length * METRIC_HEIGHT;
    else layout.rightHeight += group.metrics.length * METRIC_HEIGHT;
  };
  const left = present.find((g) => g.group === LEFT_ANCHOR);
  const right = present.find((g) => g.group === RIGHT_ANCHOR);
  if (left) place(left, 'left');
  if (right) place(right, 'right');
  const rest = present
    .filter((g) => g !== left && g !== right)
    .sort((a, b) => rank(a.group) - rank(b.group) || a.group.localeCompare(b.group));
  for (const group of rest) place(group, layout.rightHeight < layout.leftHeight ? 'right' : 'left');
  return layout;
}
