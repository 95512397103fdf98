// @vitest-environment jsdom
/**
 * The shell's finishing pieces: toasts sit at the bottom corner (clear of the user menu) and are
 * polite status messages; the product's breakpoints; the permission-denied page names the missing
 * permission and offers a way back; the 404 page keeps the product's text; the accessibility
 * browser test's list of pages covers every built route.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { system, BREAKPOINTS_PX } from '../../web/src/shared/ui/system.ts';
import { AppToaster } from '../../web/src/shared/ui/toaster.tsx';
import { toast, toaster } from '../../web/src/shared/lib/toasts.ts';
import Forbidden, { FORBIDDEN_TITLE } from '../../web/src/pages/forbidden.tsx';
import NotFound from '../../web/src/pages/not-found.tsx';
import { CLAIMS_OF } from '../../web/src/app/claims.ts';
import { ROUTES } from '../../web/src/app/routes.ts';
import { COLOR_MODE_KEY } from '../../web/src/shared/ui/color-mode.tsx';
import { A11Y_VISITS, NOT_PAGES, STORED_THEME_KEY } from '../e2e/support/a11y-pages.ts';
import { installDomShims } from './support/dom-shims.ts';

installDomShims();

afterEach(() => cleanup());

function renderAt(path: string, node: React.ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <Router hook={memoryLocation({ path }).hook}>{node}</Router>
    </ChakraProvider>,
  );
}

describe('shell', () => {
  it('puts toasts in the bottom corner as polite status messages', async () => {
    render(
      <ChakraProvider value={system}>
        <AppToaster />
      </ChakraProvider>,
    );
    act(() => void toast.success({ title: 'DNC request for J. Walsh approved' }));
    const message = await screen.findByText('DNC request for J. Walsh approved');
    const item = message.closest('[role="status"]');
    expect(item).not.toBeNull();
    expect(item!.getAttribute('aria-live')).toBe('polite');
    const region = message.closest('[data-placement]');
    expect(region?.getAttribute('data-placement')).toBe('bottom-end');
    act(() => toaster.remove());
  });

  it("uses the product's breakpoints: sm 576, md 768, lg 992, xl 1200, xxl (2xl) 1400", () => {
    expect(BREAKPOINTS_PX).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200, '2xl': 1400 });
    const conditions = system.breakpoints.conditions;
    expect(conditions.sm).toBe('@media screen and (min-width: 36rem)');
    expect(conditions.md).toBe('@media screen and (min-width: 48rem)');
    expect(conditions.lg).toBe('@media screen and (min-width: 62rem)');
    expect(conditions.xl).toBe('@media screen and (min-width: 75rem)');
    expect(conditions['2xl']).toBe('@media screen and (min-width: 87.5rem)');
  });

  it('tells a user which permission a page needs, with a link Home', () => {
    renderAt('/campaigns', <Forbidden pageName="Campaigns" anyOf={CLAIMS_OF.callListManagers} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FORBIDDEN_TITLE);
    expect(screen.getByText('You do not have permission to view Campaigns.')).toBeTruthy();
    expect(screen.getByTestId('forbidden-reason').textContent).toBe(
      'It needs the Call List Management or Super Admin permission (any one of them).',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('names a single missing permission plainly', () => {
    renderAt('/admin/audit', <Forbidden pageName="Audit Trail" anyOf={CLAIMS_OF.superAdmins} />);
    expect(screen.getByTestId('forbidden-reason').textContent).toBe('It needs the Super Admin permission.');
  });

  it("keeps the product's 404 text as the page heading and says which address was asked for", () => {
    renderAt('/no/such/page', <NotFound />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('In Development: 404!');
    const section = screen.getByRole('region', { name: 'In Development: 404!' });
    expect(within(section).getByText('Nothing lives at /no/such/page yet.')).toBeTruthy();
    expect(document.title).toBe('Luminate | Not Found');
  });

  it('has the accessibility test visit every page of the route table, in the theme the app stores', () => {
    const pages = ROUTES.filter((r) => !NOT_PAGES.has(r.path)).map((r) => r.path);
    expect(pages.length).toBeGreaterThan(10);
    const covered = new Set(A11Y_VISITS.map((v) => v.route));
    expect(pages.filter((path) => !covered.has(path))).toEqual([]);
    expect(STORED_THEME_KEY).toBe(COLOR_MODE_KEY);
  });
});
