import { useMemo } from 'react';
import { Alert, Button, CloseButton, Flex } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CreateSupportTicketDocument } from '../../generated/graphql.ts';
import { ViewerDocument } from '../../generated/shell/graphql.ts';
import { describeError, type DisplayError } from '../lib/errors.ts';
import { logClientError, recentClientLogs } from '../lib/errors-log.ts';
import { toast } from '../lib/toasts.ts';

export interface ErrorAlertProps {
  /** Whatever the failed query, mutation or download threw; nothing renders when absent. */
  error: unknown;
  /** Called by the alert's close button; pages pass the mutation's `reset`. */
  onDismiss?: () => void;
  /** The tool (page) name on the ticket; defaults to the page title's name. */
  tool?: string;
}

export const TICKET_SUBMITTED = 'Ticket Submitted!';
export const TICKET_FAILED = 'Ticket Failed to Submit!';
export const TICKET_EMAIL_NOTICE = 'An e-mail with the ticket details will follow.';

/**
 * The page-level error: a warning for 422 (the request was understood and refused),
 * otherwise a danger alert with a Create Ticket button that sends the recent client log lines to
 * support.
 */
export function ErrorAlert({ error, onDismiss, tool }: ErrorAlertProps) {
  const shown = useMemo(() => (error ? describeError(error) : null), [error]);
  if (!shown) return null;
  return <ErrorAlertView shown={shown} onDismiss={onDismiss} tool={tool} />;
}

function ErrorAlertView({ shown, onDismiss, tool }: { shown: DisplayError; onDismiss?: () => void; tool?: string }) {
  const warning = shown.variant === 'warning';
  return (
    <Alert.Root
      role="alert"
      status={warning ? 'warning' : 'error'}
      data-variant={warning ? 'warning' : 'danger'}
      my="3"
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{warning ? 'Warning' : `${shown.type} Error!`}</Alert.Title>
        <Alert.Description>{shown.message}</Alert.Description>
      </Alert.Content>
      <Flex gap="2" align="center">
        {!warning && <CreateTicketButton shown={shown} tool={tool} />}
        {onDismiss && <CloseButton size="sm" aria-label="Dismiss error" onClick={onDismiss} />}
      </Flex>
    </Alert.Root>
  );
}

function pageName(): string {
  const [, name] = document.title.split(' | ');
  return name?.trim() || window.location.pathname;
}

function CreateTicketButton({ shown, tool }: { shown: DisplayError; tool?: string }) {
  // The viewer is already in the cache (the shell loads it before any guarded page).
  const { data: viewerData } = useQuery(ViewerDocument, { fetchPolicy: 'cache-only' });
  const [createTicket, { loading, data }] = useMutation(CreateSupportTicketDocument);
  const viewer = viewerData?.viewer;

  const submit = async () => {
    logClientError(shown);
    const erroredTool = tool ?? pageName();
    try {
      const result = await createTicket({
        variables: {
          input: {
            subject: `${shown.type} Error on ${erroredTool}`.slice(0, 200),
            requestor: (viewer?.email ?? viewer?.name ?? viewer?.uid ?? 'unknown user').slice(0, 200),
            erroredTool: erroredTool.slice(0, 200),
            userNotes: `Reported from the error alert on ${window.location.pathname}: ${shown.code ?? 'no code'} ${shown.message}`.slice(
              0,
              5000,
            ),
            logs: recentClientLogs(),
          },
        },
      });
      const id = result.data?.createSupportTicket.id;
      if (!id) throw new Error('No ticket id');
      toast.success({ title: TICKET_SUBMITTED, description: `Ticket Id: ${id}. ${TICKET_EMAIL_NOTICE}` });
    } catch {
      toast.error({ title: TICKET_FAILED });
    }
  };

  const submitted = Boolean(data?.createSupportTicket.id);
  return (
    <Button size="sm" colorPalette="red" variant="outline" loading={loading} disabled={submitted} onClick={() => void submit()}>
      {submitted ? 'Ticket Created' : 'Create Ticket'}
    </Button>
  );
}
