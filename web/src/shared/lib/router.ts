/**
 * The app's routing, on wouter (a ~2 kB router: the shell's JavaScript stays small). Pages import
 * routing from here only, so the hooks they use keep one shape:
 * - `useNavigate()` → `navigate(to, { replace })`, `to` may carry a query and a hash;
 * - `useHash()` → the URL's hash (`#communications`), following links, history and `navigate`.
 */
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

export { Link, Redirect, Route, Switch, useParams, useSearchParams } from 'wouter';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Goes to another page (or the same page with another query or hash). */
export function useNavigate(): Navigate {
  return useLocation()[1];
}

/** The current path (without query or hash). */
export function usePathname(): string {
  return useLocation()[0];
}

const currentHash = () => window.location.hash;

/**
 * The current URL's hash, '' when there is none. Re-renders on every history change: links to a
 * hash, `navigate` with a hash, Back and Forward.
 */
export function useHash(): string {
  return useLocationProperty(currentHash, () => '');
}
