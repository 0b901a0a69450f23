import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorLoginBody, OperatorLoginResponse, OperatorProfile } from '@yzy/shared/contracts';
import { adminGet, adminPost } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';
import { clearAdminToken, setAdminToken } from '../lib/admin-token';

export const authKeys = { me: [ADMIN_KEY, 'me'] as const };

/** POST /login: password and the authenticator's 6-digit code; the form shows a wrong login itself. */
export function loginOperator(body: OperatorLoginBody): Promise<OperatorLoginResponse> {
  return adminPost<OperatorLoginResponse>('/login', body, { silent: true });
}

export function fetchMe(): Promise<OperatorProfile> {
  return adminGet<OperatorProfile>('/me');
}

/** The operator behind the stored token; off while there is none. */
export function useMe(enabled = true) {
  return useQuery({ queryKey: authKeys.me, queryFn: fetchMe, staleTime: 5 * 60_000, enabled });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginOperator,
    onSuccess: (session) => {
      setAdminToken(session.token);
      queryClient.setQueryData(authKeys.me, session.operator);
    },
  });
}

/** Ends the session on the server, then forgets the token and every console query. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminPost('/logout', undefined, { silent: true }),
    onSettled: () => {
      clearAdminToken();
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
    },
  });
}
