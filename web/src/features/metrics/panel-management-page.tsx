import { useEffect, useState } from 'react';
import { Box, Grid, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  MetricsDashboardDocument,
  MetricsDashboardHeaderDocument,
  MetricsOfficeTreeDocument,
  type DashboardRole,
  type MetricsDashboardQuery,
} from '../../generated/graphql.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { formatCount } from '../../shared/lib/format.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { Link as RouterLink } from '../../shared/lib/router.ts';
import { useStoredChoice, userChoiceKey } from '../../shared/lib/stored-choice.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { AcuityChart, preloadAcuityPie } from './acuity-chart.tsx';
import { DashboardHeader, DASHBOARD_ROLES, type DashboardHeaderData } from './dashboard-header.tsx';
import { DrillDownDialog } from './drill-down-dialog.tsx';
import { MetricColumns, type MetricCardData } from './metric-groups.tsx';
import { OfficeTree } from './office-tree.tsx';
import { useOfficeSelection } from './use-office-selection.ts';

/** Where this browser remembers each user's dashboard role. */
export const METRICS_ROLE_KEY = 'luminate.metrics.role';

export const NO_METRICS_TEXT = 'No metrics available for this role.';
export const NO_ELIGIBLE_TEXT = 'There are no eligible members in the selected offices.';

/** The role the dashboard shows: the remembered choice where the toggle shows, else the person's own role. */
function useDashboardRole(header: DashboardHeaderData | undefined, employeeId: string | null, uid: string | undefined) {
  const chosenMember = header?.teamMembers.find((m) => m.employeeId === employeeId);
  const personDefault = chosenMember?.defaultRole ?? header?.defaultRole ?? null;
  const [stored, choose] = useStoredChoice<DashboardRole>(userChoiceKey(METRICS_ROLE_KEY, uid), DASHBOARD_ROLES, personDefault);
  const role = header && !header.showRoleToggle ? personDefault : stored;
  return [role, choose] as const;
}

/** The count and link of the HEDIS gaps card. */
function HedisGapsCard({ count }: { count: number }) {
  return (
    <Stack as="section" aria-labelledby="hedis-heading" borderWidth="1px" rounded="md" p="4" gap="2" bg="bg.panel">
      <Heading as="h2" size="md" id="hedis-heading">
        HEDIS Gaps
      </Heading>
      <Text fontSize="3xl" fontWeight="semibold" data-testid="hedis-gap-count">
        {formatCount(count)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Open quality gaps in the actionable panel.
      </Text>
      <Link asChild colorPalette="blue" variant="underline" fontSize="sm">
        <RouterLink href="/creatio-hedis-gaps">Open the Hedis Gaps dashboard</RouterLink>
      </Link>
    </Stack>
  );
}

/**
 * /panel-management, the Metrics Homepage: the offices on the left (a tree with checkboxes), and
 * on the right Patient Care Management — whose dashboard and which role, the actionable panel's
 * acuity, its HEDIS gaps, and the metric cards of the role in two columns. A card opens its
 * drill-down, whose row count is the card's number.
 */
export default function PanelManagementPage({ pageName }: PageProps) {
  const { viewer } = useViewer();
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [openMetric, setOpenMetric] = useState<MetricCardData | null>(null);
  // The acuity pie's charting library loads while the page's queries run, not after them.
  useEffect(preloadAcuityPie, []);

  const headerQuery = useQuery(MetricsDashboardHeaderDocument, { variables: { employeeId: null } });
  const header = headerQuery.data?.metricsDashboardHeader;
  // The viewer's own dashboard is asked for without an employee id.
  const shownEmployee = employeeId && employeeId !== header?.employeeId ? employeeId : null;
  const [role, chooseRole] = useDashboardRole(header, employeeId ?? header?.employeeId ?? null, viewer?.uid);

  const treeQuery = useQuery(MetricsOfficeTreeDocument, { variables: { employeeId: shownEmployee } });
  const gatewayTree = treeQuery.data?.metricsOfficeTree;
  const { roots, selected, chosenOffices, setSelected } = useOfficeSelection(shownEmployee ?? 'self', gatewayTree);

  const dashboardQuery = useQuery(MetricsDashboardDocument, {
    variables: { officeIds: chosenOffices, role: role ?? 'PCC', employeeId: shownEmployee },
    skip: !role || chosenOffices.length === 0,
  });
  const dashboard = (dashboardQuery.data ?? dashboardQuery.previousData)?.metricsDashboard;

  const chooseEmployee = (id: string) => {
    setEmployeeId(id);
    const member = header?.teamMembers.find((m) => m.employeeId === id);
    if (member && header?.showRoleToggle) chooseRole(member.defaultRole);
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <ErrorAlert error={headerQuery.error} />
      {header && role ? (
        <DashboardHeader
          header={header}
          viewerName={viewer?.name ?? ''}
          employeeId={employeeId}
          onEmployeeChange={chooseEmployee}
          role={role}
          onRoleChange={chooseRole}
        />
      ) : (
        !headerQuery.error && <LoadingBlock label="Loading Patient Care Management" heights={['16']} />
      )}
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="4" alignItems="start">
        <Box borderWidth="1px" rounded="md" p="3" bg="bg.panel" maxH={{ md: '80vh' }} overflowY="auto">
          <ErrorAlert error={treeQuery.error} />
          {gatewayTree && selected ? (
            roots.length === 0 ? (
              <Text color="fg.muted">No offices to show.</Text>
            ) : (
              <OfficeTree key={shownEmployee ?? 'self'} roots={roots} selected={selected} onChange={setSelected} />
            )
          ) : (
            !treeQuery.error && <LoadingBlock label="Loading offices" heights={['6', '6', '6', '6', '6']} />
          )}
        </Box>
        <Stack as="section" aria-label="Panel metrics" gap="4" aria-busy={dashboardQuery.loading}>
          <ErrorAlert error={dashboardQuery.error} />
          {dashboardQuery.loading && dashboard && chosenOffices.length > 0 && (
            // A new count is on its way: the cards shown are the previous choice's until it comes.
            <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="metrics-updating">
              <Spinner size="xs" />
              <Text>Updating metrics…</Text>
            </HStack>
          )}
          {!(dashboardQuery.error && !dashboard) && (
            <DashboardBody
              ready={Boolean(gatewayTree && selected && role)}
              noOffices={Boolean(gatewayTree) && chosenOffices.length === 0}
              loading={dashboardQuery.loading && !dashboard}
              dashboard={chosenOffices.length === 0 ? undefined : dashboard}
              onOpen={setOpenMetric}
            />
          )}
        </Stack>
      </Grid>
      {openMetric && role && (
        <DrillDownDialog
          key={openMetric.metricId}
          metric={openMetric}
          scope={{ officeIds: chosenOffices, role, employeeId: shownEmployee }}
          onClose={() => setOpenMetric(null)}
        />
      )}
    </Stack>
  );
}

interface DashboardBodyProps {
  ready: boolean;
  noOffices: boolean;
  loading: boolean;
  dashboard: MetricsDashboardQuery['metricsDashboard'] | undefined;
  onOpen: (metric: MetricCardData) => void;
}

function EmptyText({ children }: { children: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="6" textAlign="center" bg="bg.panel" data-testid="metrics-empty">
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}

/** The right-hand side: the summary row and the metric columns, or why there is nothing to show. */
function DashboardBody({ ready, noOffices, loading, dashboard, onOpen }: DashboardBodyProps) {
  if (noOffices) return <EmptyText>{NO_ELIGIBLE_TEXT}</EmptyText>;
  if (!ready || loading || !dashboard) return <LoadingBlock label="Loading metrics" heights={['40', '24', '24']} />;
  if (dashboard.metrics.length === 0) return <EmptyText>{NO_METRICS_TEXT}</EmptyText>;
  if (dashboard.eligibleMembers === 0) return <EmptyText>{NO_ELIGIBLE_TEXT}</EmptyText>;
  return (
    <>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" alignItems="stretch">
        <AcuityChart slices={dashboard.acuity} panelSize={dashboard.actionablePanelSize} />
        <HedisGapsCard count={dashboard.hedisGapCount} />
      </Grid>
      <Text fontSize="sm" color="fg.muted" data-testid="panel-size">
        Actionable panel: {formatCount(dashboard.actionablePanelSize)} of {formatCount(dashboard.eligibleMembers)} eligible members
      </Text>
      <MetricColumns metrics={dashboard.metrics} onOpen={onOpen} />
    </>
  );
}
