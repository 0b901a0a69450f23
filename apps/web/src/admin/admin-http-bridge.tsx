import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { GENERIC_ERROR_MESSAGE, SESSION_LOST_CODES } from '@yzy/shared/contracts';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../lib/api-error';
import { setAdminFailureHandler } from './lib/admin-http';
import { ADMIN_KEY } from './lib/admin-keys';
import { clearAdminToken, getAdminToken } from './lib/admin-token';

/**
 * The console's reactions to failed calls, in one place: an error toast, and on a lost operator
 * session (20001–20004, or the operator disabled) the token is dropped and the login shown, with
 * the page to come back to. The member 登录失效 flow is never involved.
 */
export function AdminHttpBridge() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = location.pathname + location.search;

  useEffect(() => {
    setAdminFailureHandler((failure, silenced) => {
      if (failure instanceof ApiError && SESSION_LOST_CODES.includes(failure.status) && getAdminToken()) {
        // Several calls fail together when a session ends: the first one clears the token, the rest stay quiet.
        clearAdminToken();
        queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
        void message.error(failure.message || '登录失效，请重新登录');
        navigate('/admin/login', { replace: true, state: { from } });
        return;
      }
      if (!silenced && !(failure instanceof ApiError && SESSION_LOST_CODES.includes(failure.status))) {
        void message.error(failure.message || GENERIC_ERROR_MESSAGE);
      }
    });
    return () => setAdminFailureHandler(null);
  }, [message, navigate, queryClient, from]);
  return null;
}
