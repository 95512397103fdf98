import { Box, Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useAuth } from '../shared/auth/auth-context.tsx';
import { useViewer } from '../shared/auth/viewer.tsx';
import { Link as RouterLink } from '../shared/lib/router.ts';
import { ErrorAlert } from '../shared/ui/error-alert.tsx';
import { MyWorkDocument, type ApprovalDashboard, type MyWorkQuery } from '../generated/graphql.ts';
import { formatCount } from '../shared/lib/format.ts';

/** What the product does, shown to everyone on the landing page. */
export const PRODUCT_FEATURES: readonly { title: string; detail: string }[] = [
  { title: 'Member lookup', detail: 'Find members and see their offices and assigned clinicians.' },
  { title: 'Assignments', detail: 'Maintain market, neighborhood and hospital facility assignments of employees.' },
  { title: 'Bulk data management', detail: 'Upload eligibility changes, new members, ids, e-mails, addresses and phone numbers.' },
  { title: 'Outreach', detail: 'Work call lists and run outreach campaigns.' },
  { title: 'Dashboards and reports', detail: 'Embedded analytics, reports and CSV exports.' },
  { title: 'Reference data', detail: 'Markets, neighborhoods, cohorts, counties, contracts and provider details.' },
  { title: 'User administration', detail: 'Grant and review user permissions.' },
];

/** Where each approval dashboard lives and what the menu calls it. */
export const DASHBOARDS: Readonly<Record<ApprovalDashboard, { path: string; name: string }>> = {
  DEATTRIBUTION: { path: '/deattribution', name: 'Deattribution' },
  DNC: { path: '/pending-dnc', name: 'Do Not Contact' },
  TRANSFERS: { path: '/transition-dashboard', name: 'Patient Transfer' },
};

export const NOTHING_WAITING = 'Nothing is waiting for you.';
export const NO_CALL_LISTS = 'You are not on any call list.';

/** A queue's link opens its dashboard on that tab. */
export const queueHref = (dashboard: ApprovalDashboard, tab: string) => `${DASHBOARDS[dashboard].path}?tab=${encodeURIComponent(tab)}`;
const callListHref = (campaignId: string) => `/call-list?campaign=${encodeURIComponent(campaignId)}`;

type MyWork = MyWorkQuery['myWork'];

/** Placeholder lines while the work loads (plain boxes: no skeleton recipe in the app's initial styles). */
function WorkSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading your work" role="status">
      {['60%', '45%', '50%'].map((width) => (
        <Box key={width} height="5" width={width} bg="bg.muted" borderRadius="sm" animation="pulse" />
      ))}
    </Stack>
  );
}

function Queues({ queues }: { queues: MyWork['queues'] }) {
  const waiting = queues.reduce((sum, q) => sum + q.mine, 0);
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Approvals
      </Heading>
      {waiting === 0 && <Text color="fg.muted">{NOTHING_WAITING}</Text>}
      {queues.length > 0 && (
        <List.Root gap="1" ps="5" aria-label="Approval queues">
          {queues.map((q) => (
            <List.Item key={`${q.dashboard}:${q.tab}`}>
              <Link asChild colorPalette="blue" fontWeight={q.mine > 0 ? 'semibold' : undefined}>
                <RouterLink href={queueHref(q.dashboard, q.tab)}>
                  {DASHBOARDS[q.dashboard].name}: {q.label} ({q.mine})
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

function CallLists({ callLists }: { callLists: MyWork['callLists'] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Call lists
      </Heading>
      {callLists.length === 0 ? (
        <Text color="fg.muted">{NO_CALL_LISTS}</Text>
      ) : (
        <List.Root gap="1" ps="5" aria-label="Your call lists">
          {callLists.map((c) => (
            <List.Item key={c.campaignId}>
              <Link asChild colorPalette="blue">
                <RouterLink href={callListHref(c.campaignId)}>
                  {c.campaignName} ({formatCount(c.size)} {c.size === 1 ? 'member' : 'members'})
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** What waits for the signed-in user: the Mine count of each queue they decide in, and their call lists. */
function YourWork() {
  const { data, loading, error } = useQuery(MyWorkDocument);
  const work = data?.myWork;
  return (
    <Box as="section" aria-labelledby="work-heading" mt="10" borderWidth="1px" borderRadius="md" p="6">
      <Heading as="h2" size="md" id="work-heading" mb="3">
        Your work
      </Heading>
      <ErrorAlert error={error} />
      {loading && !work ? (
        <WorkSkeleton />
      ) : (
        work && (
          <HStack align="start" gap="10" wrap="wrap">
            <Queues queues={work.queues} />
            <CallLists callLists={work.callLists} />
          </HStack>
        )
      )}
    </Box>
  );
}

/**
 * The landing page: a greeting, the signed-in user's work, and the product's features; anonymous
 * visitors are asked to sign in.
 */
export default function Home() {
  const { user, signIn } = useAuth();
  const { viewer } = useViewer();
  const fullName = viewer?.employee?.fullName ?? viewer?.name ?? user?.profile.name;

  return (
    <Box maxW="2xl" mx="auto" mt="12">
      <Box textAlign="center">
        <Heading as="h1" size="2xl">
          {user ? (fullName ? `Welcome, ${fullName}` : 'Welcome') : 'Luminate'}
        </Heading>
        <Text mt="3" color="fg.muted">
          One workspace for the organisation's markets, offices, staff and members.
        </Text>
        {!user && (
          <>
            <Text mt="6">Sign in to use Luminate.</Text>
            <Button mt="3" colorPalette="blue" onClick={() => void signIn('/')}>
              Sign in
            </Button>
          </>
        )}
      </Box>
      {user && <YourWork />}
      <Box as="section" aria-labelledby="features-heading" mt="10" borderWidth="1px" borderRadius="md" p="6">
        <Heading as="h2" size="md" id="features-heading" mb="3">
          What you can do here
        </Heading>
        <List.Root gap="2" ps="5">
          {PRODUCT_FEATURES.map((feature) => (
            <List.Item key={feature.title}>
              <Text as="span" fontWeight="semibold">
                {feature.title}
              </Text>
              {' — '}
              {feature.detail}
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Box>
  );
}
