// @vitest-environment jsdom
/**
 * The failed-action modal ('{action} Error!') and how errors become the user's text: the server's
 * message when it sent one, else the client's own text; 422 is a warning.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ActionErrorModal, SUPPORT_REQUEST } from '../../web/src/shared/ui/error-modal.tsx';
import { describeError, httpErrorFrom } from '../../web/src/shared/lib/errors.ts';
import { toaster, toastError } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';

installDomShims();
afterEach(cleanup);

describe('ActionErrorModal', () => {
  it("titles the modal '{action} Error!', shows the message and asks to contact support", async () => {
    const onClose = vi.fn();
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'You do not have permission to do that', extensions: { code: 'FORBIDDEN' } }],
    });
    render(
      <ChakraProvider value={defaultSystem}>
        <ActionErrorModal failure={{ action: 'Logging a Call', error }} onClose={onClose} />
      </ChakraProvider>,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Logging a Call Error!');
    expect(dialog.textContent).toContain('You do not have permission to do that');
    expect(dialog.textContent).toContain(SUPPORT_REQUEST);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('describeError', () => {
  it('takes the message of a non-GraphQL HTTP answer from its JSON body; 422 is a warning', () => {
    const response = new Response('{"message":"Member is already assigned"}', { status: 422 });
    const shown = describeError(
      new ServerError('Response not successful', { response, bodyText: '{"message":"Member is already assigned"}' }),
    );
    expect(shown).toMatchObject({ message: 'Member is already assigned', variant: 'warning', code: 'UNPROCESSABLE' });
  });

  it("falls back to the client's text when the server sent no message", () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502 });
    const shown = describeError(
      new ServerError('Response not successful: Received status code 502', { response, bodyText: '<html>Bad gateway</html>' }),
    );
    expect(shown).toMatchObject({ message: 'Response not successful: Received status code 502', variant: 'danger', type: 'Server' });
  });

  it("reads a download route's JSON error", async () => {
    const error = await httpErrorFrom(new Response('{"message":"Only superAdmin may export claims","code":"FORBIDDEN"}', { status: 403 }));
    expect(describeError(error)).toMatchObject({
      message: 'Only superAdmin may export claims',
      code: 'FORBIDDEN',
      type: 'Permission',
      variant: 'danger',
    });
  });

  it("shows a file route's 422 as a warning whatever code it carries", async () => {
    const error = await httpErrorFrom(
      new Response('{"message":"Unknown member ids in rows 2, 5","code":"BAD_USER_INPUT"}', { status: 422 }),
    );
    expect(describeError(error)).toMatchObject({ message: 'Unknown member ids in rows 2, 5', variant: 'warning' });
  });
});

describe('toastError', () => {
  afterEach(() => toaster.remove());

  it('shows dashboard errors as sticky toasts: warning on 422, error otherwise', () => {
    const refusal = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'No payer selected', extensions: { code: 'UNPROCESSABLE' } }],
    });
    const failure = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'The Care API is unavailable, try again shortly', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });
    toastError(refusal);
    toastError(failure);
    const toasts = toaster.getVisibleToasts();
    expect(toasts.map((t) => [t.type, t.description, t.duration])).toEqual(
      expect.arrayContaining([
        ['warning', 'No payer selected', Infinity],
        ['error', 'The Care API is unavailable, try again shortly', Infinity],
      ]),
    );
  });
});
