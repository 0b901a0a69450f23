import {
  AuditOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  ProfileOutlined,
  TeamOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';

/** The console's sections, in menu order. */
export const ADMIN_SECTIONS = [
  { path: '/admin', label: '数据概览', icon: <DashboardOutlined /> },
  { path: '/admin/members', label: '会员管理', icon: <TeamOutlined /> },
  { path: '/admin/cards', label: 'VIP卡管理', icon: <CreditCardOutlined /> },
  { path: '/admin/orders', label: '订单管理', icon: <ProfileOutlined /> },
  { path: '/admin/content', label: '内容管理', icon: <FileTextOutlined /> },
  { path: '/admin/import', label: '数据导入', icon: <UploadOutlined /> },
  { path: '/admin/data-sources', label: '数据来源', icon: <DatabaseOutlined /> },
  { path: '/admin/audit', label: '操作日志', icon: <AuditOutlined /> },
] as const;

/** The section a path belongs to (the dashboard only for /admin itself). */
export function sectionOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/admin';
  return ADMIN_SECTIONS.find((s) => s.path !== '/admin' && (path === s.path || path.startsWith(`${s.path}/`))) ?? ADMIN_SECTIONS[0];
}

/** The side menu: one entry per section. */
export function AdminMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={[sectionOf(pathname).path]}
      items={ADMIN_SECTIONS.map((s) => ({ key: s.path, icon: s.icon, label: s.label }))}
      onClick={({ key }) => navigate(key)}
    />
  );
}
