import { Badge, Dialog, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { NO_DAY_EVENTS_TEXT } from '@luminate/schema/rules';
import { AvailabilityDaySummaryDocument } from '../../generated/graphql.ts';
import { formatDate } from '../../shared/lib/format.ts';
import { DialogDismissButton, DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import type { OpenDay } from './availability-grid.tsx';

const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Minutes as "45 min" or "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The day summary title: the provider, the date and their daily IV limit. */
export function daySummaryTitle(name: string, date: string, dailyIvLimit: number): string {
  return `${name} — ${formatDate(date)} — IV Limit: ${dailyIvLimit}`;
}

/** One provider's day: their events in start order with duration and travel, and the totals; or 'No events for this day'. */
export function DaySummaryDialog({ day, onClose }: { day: OpenDay | null; onClose: () => void }) {
  const { data, loading, error } = useQuery(AvailabilityDaySummaryDocument, {
    variables: { providerId: day?.provider.providerId ?? '', date: day?.date ?? '' },
    skip: !day,
  });
  const summary = data?.availabilityDaySummary;
  return (
    <DialogShell
      open={Boolean(day)}
      onClose={onClose}
      size="lg"
      title={day ? daySummaryTitle(day.provider.name, day.date, day.provider.dailyIvLimit) : ''}
    >
      <Dialog.Body>
        {loading && !summary && <LoadingBlock label="Loading the day's events" heights={['6', '24']} />}
        <ErrorAlert error={error} />
        {summary && summary.events.length === 0 && <Text data-testid="no-day-events">{NO_DAY_EVENTS_TEXT}</Text>}
        {summary && summary.events.length > 0 && (
          <Table.ScrollArea>
            <Table.Root size="sm" data-testid="day-events">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Event Type</Table.ColumnHeader>
                  <Table.ColumnHeader>Start</Table.ColumnHeader>
                  <Table.ColumnHeader>Finish</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Duration</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Travel Time</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {summary.events.map((e, i) => (
                  <Table.Row key={`${e.start}-${i}`} data-event-type={e.eventType}>
                    <Table.Cell>
                      {e.eventType}
                      {e.isIV && (
                        <Badge ms="2" size="sm" colorPalette="green">
                          IV
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{CLOCK.format(new Date(e.start))}</Table.Cell>
                    <Table.Cell>{CLOCK.format(new Date(e.finish))}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMinutes(e.duration)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMinutes(e.travelTimeAfter)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="semibold">
                  <Table.Cell colSpan={3}>Total</Table.Cell>
                  <Table.Cell textAlign="end" data-total="event-time">
                    {formatMinutes(summary.totalEventTime)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-total="drive-time">
                    {formatMinutes(summary.totalDriveTime)}
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
      </Dialog.Footer>
    </DialogShell>
  );
}
