import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@yzy/shared/contracts';
import { adminGet } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';

export const dashboardKeys = { all: [ADMIN_KEY, 'dashboard'] as const };

export function fetchDashboard(): Promise<Dashboard> {
  return adminGet<Dashboard>('/dashboard');
}

export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: fetchDashboard });
}
