import { useQuery } from '@tanstack/react-query';
import type { DataSourcesResponse } from '@yzy/shared/contracts';
import { adminGet } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';

export type { DataSourceItem, DataSourcePublication, DataSourcesResponse } from '@yzy/shared/contracts';

export const dataSourceKeys = { all: [ADMIN_KEY, 'data-sources'] as const };

/** GET /data/sources: every source the database's rows name, with the publications the first start loaded. */
export function useDataSources() {
  return useQuery({ queryKey: dataSourceKeys.all, queryFn: () => adminGet<DataSourcesResponse>('/data/sources') });
}
