import { useCallback } from 'react';
import { useAuth } from './auth-context.tsx';

/**
 * The signed-in user's current access token, read when a file is sent or fetched so a token the
 * client renewed in the meantime is the one used.
 */
export function useAccessTokenGetter(): () => Promise<string | null> {
  const { userManager } = useAuth();
  return useCallback(async () => {
    const manager = await userManager;
    return (await manager.getUser())?.access_token ?? null;
  }, [userManager]);
}
