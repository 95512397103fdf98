import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';
import { formatCount } from '../lib/format.ts';

export interface CountedTab<T extends string> {
  tab: T;
  label: string;
}

export interface CountedTabsProps<T extends string> {
  tabs: readonly CountedTab<T>[];
  value: T;
  onChange: (tab: T) => void;
  /** The tab's row count, or its words when a number alone would not say what it counts ('3 of 1,204'); undefined until the counts arrive. */
  countOf: (tab: T) => number | string | undefined;
  children: (tab: CountedTab<T>) => ReactNode;
}

/** 'OM Approval (1,204)': the count with its thousands separator; just the label until the counts arrive. */
export const countedLabel = (label: string, count: number | string | undefined) =>
  count === undefined ? label : `${label} (${typeof count === 'number' ? formatCount(count) : count})`;

/**
 * A dashboard's tabs labelled with their counts. Only the selected tab's content is mounted; its
 * cached pages stay in Apollo, so switching back shows them without asking the server again.
 */
export function CountedTabs<T extends string>({ tabs, value, onChange, countOf, children }: CountedTabsProps<T>) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value as T)} lazyMount unmountOnExit variant="line">
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.tab} value={t.tab}>
            {countedLabel(t.label, countOf(t.tab))}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.tab} value={t.tab}>
          {children(t)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
