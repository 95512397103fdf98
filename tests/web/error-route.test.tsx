// @vitest-environment jsdom
/** A page that throws while rendering: the shell's error boundary shows 'Something went wrong!', Close goes Home. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteErrorBoundary } from '../../web/src/app/layout/route-error-modal.tsx';
import { installDomShims } from './support/dom-shims.ts';

installDomShims();
afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  it("shows 'Something went wrong!' for a page that throws and returns to / on close", async () => {
    // React logs the caught render error; keep the test output readable.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const memory = memoryLocation({ path: '/broken', record: true });
    render(
      <ChakraProvider value={defaultSystem}>
        <Router hook={memory.hook}>
          <p>The bar</p>
          <RouteErrorBoundary>
            <Switch>
              <Route path="/">
                <p>Home page</p>
              </Route>
              <Route path="/broken">
                <Broken />
              </Route>
            </Switch>
          </RouteErrorBoundary>
        </Router>
      </ChakraProvider>,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Something went wrong!');
    // Only the page is replaced: the rest of the shell stays.
    expect(screen.getByText('The bar')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(memory.history.at(-1)).toBe('/');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    consoleError.mockRestore();
  });
});
