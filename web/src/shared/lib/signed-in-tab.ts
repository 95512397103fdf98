/**
 * Opens a page of the app in a new tab that is already signed in. The sign-in lives in this tab's
 * session storage; a tab opened by script (same origin, no noopener) starts with a copy of it, while
 * a plain target=_blank link starts a fresh session and would ask to sign in again. Call it in the
 * click itself, so popup blockers allow it.
 */
export function openSignedInTab(href: string): void {
  window.open(href, '_blank');
}
