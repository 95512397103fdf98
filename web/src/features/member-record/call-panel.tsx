import { Box, Button, Card, Field, Flex, HStack, Link, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { LogCallOutcomeDocument, MemberCallCommunicationsDocument, type MemberCommunicationRowFragment } from '../../generated/graphql.ts';
import { formatDateTime, formatPhone, formatText } from '../../shared/lib/format.ts';
import { Link as RouterLink } from '../../shared/lib/router.ts';
import { showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { FormError } from '../../shared/ui/form-error.tsx';
import { toastActionError } from './action-errors.ts';
import { OUTCOME_PLACEMENT, outcomeResolver, type OutcomeFormValues } from './member-form.ts';
import type { CallArrival } from './member-tabs.ts';
import type { MemberPageRecord } from './member-tab-panels.tsx';

export const CALL_NOT_LOGGED = 'The call is still being logged. Try again in a moment.';

/** The call list's address of the campaign's tab the call came from. */
export const callListHref = (campaignId: string) => `/call-list?campaign=${encodeURIComponent(campaignId)}`;

/** The call this page was opened for: the one named in the URL, else the viewer's newest call of the campaign. */
export function callOf(communications: readonly MemberCommunicationRowFragment[] | undefined, arrival: CallArrival) {
  if (!communications) return null;
  if (arrival.communicationId) return communications.find((c) => c.id === arrival.communicationId) ?? null;
  return communications.find((c) => c.byViewer && c.campaignId === arrival.campaignId) ?? null;
}

interface CallPanelProps {
  member: MemberPageRecord;
  arrival: CallArrival;
  outcomes: readonly string[];
}

/**
 * The panel of a member opened by the Call button of a call list: the way back to that list, the
 * numbers to dial, the campaign and its driver, and the call's outcome. The page's one query
 * brought all of it (phones, call-list history, communications, outcomes).
 */
export function CallPanel({ member, arrival, outcomes }: CallPanelProps) {
  const history = member.callListHistory?.find((h) => h.campaignId === arrival.campaignId) ?? null;
  const campaignName = history?.campaignName ?? `Campaign ${arrival.campaignId}`;
  const phones = [...(member.phoneNumbers ?? [])].sort((a, b) => Number(b.valid) - Number(a.valid));
  const call = callOf(member.communications, arrival);

  return (
    <Card.Root size="sm" variant="outline" borderColor="green.500" data-testid="call-panel">
      <Card.Body gap="3">
        <Box as="nav" aria-label="Breadcrumb" fontSize="sm">
          <HStack as="ol" gap="2" listStyleType="none">
            <li>
              <Link asChild colorPalette="blue">
                <RouterLink href={callListHref(arrival.campaignId)}>Call Lists</RouterLink>
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link asChild colorPalette="blue">
                <RouterLink href={callListHref(arrival.campaignId)}>{campaignName}</RouterLink>
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{member.fullName}</li>
          </HStack>
        </Box>
        <Flex gap="6" wrap="wrap">
          <Stack gap="1" minW="14rem">
            <Text fontWeight="semibold">Campaign</Text>
            <Text data-testid="call-campaign">{campaignName}</Text>
            <Text fontSize="sm" color="fg.muted" data-testid="call-driver">
              Driver: {formatText(history?.driver)}
            </Text>
          </Stack>
          <Stack gap="1" minW="14rem" data-testid="call-phones">
            <Text fontWeight="semibold">Phone Numbers</Text>
            {phones.length === 0 && <Text>{formatText(member.homePhone ? formatPhone(member.homePhone) : null)}</Text>}
            {phones.map((p) => (
              <Text key={p.id} textDecoration={p.valid ? undefined : 'line-through'} color={p.valid ? undefined : 'fg.muted'}>
                <Link href={`tel:${p.number.replace(/[^\d+]/g, '')}`} colorPalette="blue">
                  {formatPhone(p.number)}
                </Link>{' '}
                ({p.type}
                {p.valid ? '' : ', invalid'})
              </Text>
            ))}
          </Stack>
          <Box flex="1" minW="18rem">
            <CallOutcomeForm memberId={member.id} arrival={arrival} call={call} outcomes={outcomes} />
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function CallOutcomeForm({
  memberId,
  arrival,
  call,
  outcomes,
}: {
  memberId: string;
  arrival: CallArrival;
  call: MemberCommunicationRowFragment | null;
  outcomes: readonly string[];
}) {
  const client = useApolloClient();
  const [logOutcome, { loading }] = useMutation(LogCallOutcomeDocument);
  const { register, handleSubmit, setError, formState } = useForm<
    OutcomeFormValues,
    unknown,
    { outcome: string; conversation: string | null }
  >({
    defaultValues: { outcome: call?.outcome ?? '', conversation: call?.conversation ?? '' },
    resolver: outcomeResolver,
  });

  /** The call's communication; when the page opened before the call was written, asked for once more. */
  const findCall = async () => {
    if (call) return call;
    const { data } = await client.query({
      query: MemberCallCommunicationsDocument,
      variables: { id: memberId },
      fetchPolicy: 'network-only',
    });
    return callOf(data?.memberRecord?.communications ?? [], arrival);
  };

  const submit = handleSubmit(async (v) => {
    try {
      const found = await findCall();
      if (!found) {
        setError('root', { type: 'rule', message: CALL_NOT_LOGGED });
        return;
      }
      await logOutcome({ variables: { input: { memberId, communicationId: found.id, outcome: v.outcome, conversation: v.conversation } } });
    } catch (error) {
      if (!showServerFieldErrors(setError, error, OUTCOME_PLACEMENT)) toastActionError(error);
      return;
    }
    toast.success({ title: 'Call outcome saved!' });
  });

  return (
    <form noValidate aria-label="Call outcome" onSubmit={(e) => void submit(e)}>
      <Stack gap="2">
        <FormError message={formState.errors.root?.message} />
        <Field.Root invalid={Boolean(formState.errors.outcome)} required>
          <Field.Label>
            Call Outcome <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('outcome')}>
              <option value="">Select an outcome</option>
              {outcomes.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{formState.errors.outcome?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(formState.errors.conversation)}>
          <Field.Label>Conversation</Field.Label>
          <Textarea size="sm" rows={2} placeholder="What was said (optional)" {...register('conversation')} />
          <Field.ErrorText>{formState.errors.conversation?.message}</Field.ErrorText>
        </Field.Root>
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted" data-testid="call-logged">
            {call ? `Called ${formatDateTime(call.at)}${call.outcome ? ` · ${call.outcome}` : ''}` : ''}
          </Text>
          <Button type="submit" size="sm" colorPalette="green" loading={loading}>
            Save Outcome
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
