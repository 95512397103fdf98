// @vitest-environment jsdom
/** A page that throws while rendering: the router's error element shows 'Something went wrong!', Close goes Home. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorModal } from '../../web/src/app/layout/route-error-modal.tsx';
import { installDomShims } from './support/dom-shims.ts';

installDomShims();
afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorModal', () => {
  it("shows 'Something went wrong!' for a page that throws and returns to / on close", async () => {
    // React logs the caught render error; keep the test output readable.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteErrorModal />,
          children: [
            { path: '/', element: <p>Home page</p> },
            { path: '/broken', element: <Broken /> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Something went wrong!');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Home page')).toBeTruthy();
    consoleError.mockRestore();
  });
});
