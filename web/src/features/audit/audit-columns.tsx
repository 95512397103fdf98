import { Badge, Code, Stack, Text } from '@chakra-ui/react';
import type { AuditEventsQuery } from '../../generated/graphql.ts';
import { ID_MATCH_MODES, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { formatDateTime, formatText } from '../../shared/lib/format.ts';
import { OUTCOME_LABELS, OUTCOME_PALETTE, formatTargets } from './labels.ts';

export type AuditRow = AuditEventsQuery['auditEvents']['nodes'][number];

/**
 * The Audit Trail table. Filtering happens on the gateway (see audit-filters.ts); the trail is
 * always newest first, so no column sorts.
 */
export const AUDIT_COLUMNS: readonly DataColumn<AuditRow>[] = [
  { id: 'at', header: 'When', sortable: false, cell: (e) => <Text whiteSpace="nowrap">{formatDateTime(e.at)}</Text> },
  {
    id: 'uid',
    header: 'User',
    field: 'uid',
    sortable: false,
    matchModes: ['EQUALS'],
    cell: (e) => (
      <Stack gap="0">
        <Text>{formatText(e.uid)}</Text>
        {e.employeeId != null && (
          <Text fontSize="xs" color="fg.muted">
            Employee {e.employeeId}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    field: 'action',
    sortable: false,
    matchModes: ['STARTS_WITH', 'EQUALS'],
    cell: (e) => (
      <Stack gap="0">
        <Text fontFamily="mono" fontSize="sm">
          {e.action}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {[e.transport.toLowerCase(), e.operation].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'targets',
    header: 'Targets',
    field: 'targets',
    sortable: false,
    matchModes: ID_MATCH_MODES.slice(0, 1),
    cell: (e) => (
      <Stack gap="0">
        <Text fontSize="sm">{formatText(formatTargets(e.targets))}</Text>
        {(e.rows != null || e.bytes != null) && (
          <Text fontSize="xs" color="fg.muted">
            {[e.rows != null ? `${e.rows} rows` : null, e.bytes != null ? `${e.bytes} bytes` : null].filter(Boolean).join(', ')}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'outcome',
    header: 'Outcome',
    sortable: false,
    cell: (e) => (
      <Stack gap="0" align="flex-start">
        <Badge colorPalette={OUTCOME_PALETTE[e.outcome]}>{OUTCOME_LABELS[e.outcome]}</Badge>
        {e.code && !(e.outcome === 'FORBIDDEN' && e.code === 'FORBIDDEN') && (
          <Text fontSize="xs" color="fg.muted">
            {e.code}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'requestId',
    header: 'Request id',
    field: 'requestId',
    sortable: false,
    matchModes: ['EQUALS'],
    cell: (e) => <Code fontSize="xs">{e.requestId}</Code>,
  },
];
