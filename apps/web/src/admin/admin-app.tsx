import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Navigate, Route, Routes } from 'react-router';
import { AdminHttpBridge } from './admin-http-bridge';
import { AuditPage } from './audit/audit-page';
import { LoginPage } from './auth/login-page';
import { CardsPage } from './cards/cards-page';
import { ContentPage } from './content/content-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { DataSourcesPage } from './data-sources/data-sources-page';
import { ImportPage } from './import/import-page';
import { AdminLayout } from './layout/admin-layout';
import { MembersPage } from './members/members-page';
import { OrdersPage } from './orders/orders-page';
import './admin.css';

// Month and weekday names in Chinese for the console's date pickers, the only calendars in the
// product; set here rather than in the site's providers, so a member's first visit does not carry it.
dayjs.locale('zh-cn');

/**
 * The operator console under /admin/*: its own login, layout and sections. The site's router
 * loads this module lazily, so none of it reaches the member bundle.
 */
export function AdminApp() {
  return (
    <>
      <AdminHttpBridge />
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="cards" element={<CardsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="content" element={<ContentPage />} />
          <Route path="import" element={<ImportPage />} />
          <Route path="data-sources" element={<DataSourcesPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Routes>
    </>
  );
}
