import { Box, Button, Heading, List, Text } from '@chakra-ui/react';
import { useAuth } from '../shared/auth/auth-context.tsx';
import { useViewer } from '../shared/auth/viewer.tsx';

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

/** The landing page: a greeting and the product's features; anonymous visitors are asked to sign in. */
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
