import { useEffect } from 'react';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout, Space, Typography } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout, useMe } from '../auth/api';
import { getAdminToken } from '../lib/admin-token';
import { AdminMenu, sectionOf } from './admin-menu';

/** The console frame: side menu, the operator and 退出登录 on top, the section below. Without a token: the login. */
export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = getAdminToken();
  const me = useMe(token !== null);
  const logout = useLogout();
  const section = sectionOf(location.pathname);

  useEffect(() => {
    document.title = `${section.label} - 艺志愿运营后台`;
  }, [section.label]);

  if (!token) {
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  }
  const handleLogout = () => logout.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) });
  return (
    <Layout className="admin-shell">
      {/* Below lg the menu folds away behind antd's own trigger (docs/responsive.md). */}
      <Layout.Sider width={208} breakpoint="lg" collapsedWidth={0} className="admin-sider">
        <div className="admin-brand">艺志愿 · 运营后台</div>
        <AdminMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Typography.Title level={4} className="admin-header-title">
            {section.label}
          </Typography.Title>
          <Space size="middle">
            <span data-testid="admin-operator">
              <UserOutlined /> {me.data?.username ?? '…'}
            </span>
            <Button icon={<LogoutOutlined />} onClick={handleLogout} loading={logout.isPending}>
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
