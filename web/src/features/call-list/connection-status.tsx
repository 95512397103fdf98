import { useEffect, useState } from 'react';
import { Badge, Flex, Spinner, Text } from '@chakra-ui/react';
import type { PauseReason } from './use-live-gate.ts';
import type { LiveStatus } from './use-live-call-list.ts';

/** Whole seconds left until `until`, re-rendered every second while counting. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1_000));
}

export function statusText(status: LiveStatus, secondsLeft: number): string {
  switch (status.kind) {
    case 'live':
      return 'Live';
    case 'connecting':
      return 'Connecting…';
    case 'reconnecting':
      return `Reconnecting in ${secondsLeft} s`;
    case 'paused':
      return 'Paused';
    case 'failed':
      return 'Not connected';
  }
}

const PALETTE: Record<LiveStatus['kind'], string> = {
  live: 'green',
  connecting: 'blue',
  reconnecting: 'orange',
  paused: 'gray',
  failed: 'red',
};

/** The live connection's state, announced politely to screen readers as it changes. */
export function ConnectionStatus({ status }: { status: LiveStatus }) {
  const secondsLeft = useSecondsLeft(status.kind === 'reconnecting' ? status.until : null);
  return (
    <Badge
      role="status"
      aria-live="polite"
      aria-label="Connection"
      data-status={status.kind}
      colorPalette={PALETTE[status.kind]}
      size="lg"
      variant="subtle"
    >
      {(status.kind === 'connecting' || status.kind === 'reconnecting') && <Spinner size="xs" mr="1" />}
      {statusText(status, secondsLeft)}
    </Badge>
  );
}

export const PAUSED_TEXT: Record<Exclude<PauseReason, 'no-campaign'>, string> = {
  hidden: 'Paused — connects when you are back on this tab.',
  inactive: 'Paused — you have been inactive for 5 minutes. Move the mouse or press a key to reconnect.',
};

/** The loading state while the gate keeps the list disconnected. */
export function PausedNotice({ reason }: { reason: Exclude<PauseReason, 'no-campaign'> }) {
  return (
    <Flex direction="column" align="center" gap="3" py="10" data-testid="call-list-paused">
      <Spinner size="lg" color="fg.muted" />
      <Text color="fg.muted">{PAUSED_TEXT[reason]}</Text>
    </Flex>
  );
}
