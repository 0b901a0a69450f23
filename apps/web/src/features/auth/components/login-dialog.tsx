import { Modal } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { goToUrl, reloadPage } from '../../../lib/browser';
import { closeDialog, useDialogOpen } from '../../../lib/dialogs';
import { safeRedirect } from '../../../lib/paths';
import { LoginForm } from './login-form';

/** 验证码登录. On success the token is stored and the page reloads (at /login: goes on to the page that asked for login). */
export function LoginDialog() {
  const open = useDialogOpen('login');
  const location = useLocation();
  const navigate = useNavigate();
  const atLoginRoute = location.pathname === '/login';

  function handleLoggedIn() {
    if (atLoginRoute) {
      goToUrl(safeRedirect(new URLSearchParams(location.search).get('redirect')));
      return;
    }
    reloadPage();
  }

  function handleClose() {
    closeDialog('login');
    if (atLoginRoute) {
      navigate('/', { replace: true });
    }
  }

  return (
    <Modal open={open} title="验证码登录" footer={null} width={420} onCancel={handleClose} destroyOnHidden centered>
      <LoginForm onLoggedIn={handleLoggedIn} />
    </Modal>
  );
}
