import { useCallback } from 'react';
import { useAuth } from '../../app/auth/auth-context.tsx';

/**
 * The signed-in user's current access token, read when a file is sent or fetched so a token the
 * client renewed in the meantime is the one used.
 */
export function useAccessTokenGetter(): () => Promise<string | null> {
  const { userManager } = useAuth();
  return useCallback(async () => (await userManager.getUser())?.access_token ?? null, [userManager]);
}

/** The gateway's plain HTTP routes share the web client's origin. */
export function gatewayUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
