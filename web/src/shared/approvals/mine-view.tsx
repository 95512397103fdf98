import { useId, useState } from 'react';
import { Button, HStack, RadioGroup, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { DataTable, type DataTableProps } from '../ui/data-table/index.ts';
import { formatCount } from '../lib/format.ts';

/** Mine: only the rows the viewer may act on (filtered by the gateway); All: every row of the tab. */
export type MineView = 'mine' | 'all';

/** A tab's counts as the dashboards' tab-count queries answer them; `mine` is null when the viewer acts on nothing there. */
export interface MineTabCount<T extends string> {
  tab: T;
  count: number;
  mine?: number | null;
}

export interface MineViews<T extends string> {
  /** The view a tab's table lists; undefined while the counts that decide the default are loading. */
  viewOf: (tab: T) => MineView | undefined;
  select: (tab: T, view: MineView) => void;
  /** The tab offers the switch: the viewer may act on some of its rows. */
  offersMine: (tab: T) => boolean;
  /**
   * What the tab's label counts, in the view it lists: in Mine the viewer's rows of the tab's rows
   * ('CD Approval (4 of 1,204)', so an empty Mine never reads as an empty tab), in All the tab's
   * rows ('CD Approval (1,204)'). Undefined until the counts arrive.
   */
  countOf: (tab: T) => string | undefined;
  mineCountOf: (tab: T) => number | undefined;
  allCountOf: (tab: T) => number | undefined;
}

/**
 * The Mine / All choice of every tab of a dashboard. A tab where the viewer acts on something
 * starts on Mine; a tab where they act on nothing has no switch and lists All. The choice is kept
 * per tab for the visit. `settled` is true once the counts arrived or failed (then All).
 */
export function useMineViews<T extends string>(counts: readonly MineTabCount<T>[] | undefined, settled: boolean): MineViews<T> {
  const [chosen, setChosen] = useState<Partial<Record<T, MineView>>>({});
  const countFor = (tab: T) => counts?.find((c) => c.tab === tab);
  const offersMine = (tab: T) => {
    const mine = countFor(tab)?.mine;
    return mine !== null && mine !== undefined;
  };
  const viewOf = (tab: T): MineView | undefined => {
    if (!counts) return settled ? 'all' : undefined;
    if (!offersMine(tab)) return 'all';
    return chosen[tab] ?? 'mine';
  };
  return {
    viewOf,
    select: (tab, view) => setChosen((all) => ({ ...all, [tab]: view })),
    offersMine,
    countOf: (tab) => {
      const count = countFor(tab);
      if (!count) return undefined;
      return viewOf(tab) === 'mine' ? mineOfAll(count.mine ?? 0, count.count) : formatCount(count.count);
    },
    mineCountOf: (tab) => countFor(tab)?.mine ?? undefined,
    allCountOf: (tab) => countFor(tab)?.count,
  };
}

export interface MineSwitchProps {
  /** The tab's label, e.g. 'CD Approval'. */
  label: string;
  value: MineView;
  onChange: (view: MineView) => void;
  mineCount: number | undefined;
  allCount: number | undefined;
}

/** A Mine tab's count: the viewer's rows of all the tab's rows, '3 of 1,204'. */
const mineOfAll = (mine: number, all: number) => `${formatCount(mine)} of ${formatCount(all)}`;

const withCount = (text: string, count: number | undefined) => (count === undefined ? text : `${text} (${formatCount(count)})`);

/**
 * The Mine / All switch above a tab's table: a labelled radio group (Tab reaches it, the arrow keys
 * move between the two choices, as in any radio group), each choice with its count.
 */
export function MineSwitch({ label, value, onChange, mineCount, allCount }: MineSwitchProps) {
  const labelId = useId();
  const choices: { value: MineView; text: string }[] = [
    { value: 'mine', text: withCount('Mine', mineCount) },
    { value: 'all', text: withCount('All', allCount) },
  ];
  return (
    <RadioGroup.Root size="sm" value={value} ids={{ label: labelId }} onValueChange={(e) => e.value && onChange(e.value as MineView)}>
      <VisuallyHidden id={labelId}>Rows listed in {label}</VisuallyHidden>
      <HStack gap="5">
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{choice.text}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

/** What an empty Mine view says, in plain words. */
export const nothingWaitingText = (label: string) => `Nothing is waiting for you in ${label}.`;

/** An empty Mine view (no column filter applied): says so, and offers every row of the tab. */
export function MineEmptyState({ label, onShowAll }: { label: string; onShowAll: () => void }) {
  return (
    <Stack align="center" gap="3" py="10" borderWidth="1px" borderRadius="md" role="status">
      <Text>{nothingWaitingText(label)}</Text>
      <Button size="sm" variant="outline" onClick={onShowAll}>
        Show all rows
      </Button>
    </Stack>
  );
}

export type MineOrTableProps<T, F extends string> = DataTableProps<T, F> & {
  /** The tab's label, for the empty Mine view's sentence. */
  label: string;
  /** The Mine view is listed, answered no row, and no column filter narrows it. */
  emptyMine: boolean;
  onShowAll?: () => void;
};

/** A tab's table, or, when the Mine view has nothing at all, the plain empty state with the way to All. */
export function MineOrTable<T, F extends string = string>({ label, emptyMine, onShowAll, ...table }: MineOrTableProps<T, F>) {
  return emptyMine && onShowAll ? <MineEmptyState label={label} onShowAll={onShowAll} /> : <DataTable {...table} />;
}
