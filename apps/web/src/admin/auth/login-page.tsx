import { Card, Typography } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getAdminToken } from '../lib/admin-token';
import { LoginForm } from './login-form';

/** Where the operator was sent from (a lost session keeps the page to come back to). */
function fromOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith('/admin/login') ? from : '/admin';
}

/** /admin/login: operators only (accounts come from `npm run admin -- create-operator`). */
export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  if (getAdminToken()) {
    return <Navigate to={fromOf(state)} replace />;
  }
  return (
    <main className="admin-login">
      <Card className="admin-login-card">
        <Typography.Title level={3} className="admin-login-title">
          艺志愿 · 运营后台
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="admin-login-hint">
          运营账号由管理员在服务器上创建，登录需要密码和验证器App中的动态验证码。
        </Typography.Paragraph>
        <LoginForm onLoggedIn={() => navigate(fromOf(state), { replace: true })} />
      </Card>
    </main>
  );
}
