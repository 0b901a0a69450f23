import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Grid } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { theme, touchTheme } from './theme';

dayjs.locale('zh-cn');

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client per test. */
  queryClient?: QueryClient;
}

/** Order (docs/product-behaviour.md, Look): ConfigProvider (zh_CN, theme) → antd App (message/modal via App.useApp) → QueryClientProvider. */
export function Providers({ children, queryClient = defaultQueryClient }: ProvidersProps) {
  // Below `lg` every control grows to a touch target; until the breakpoints are known, the desktop theme.
  const touch = Grid.useBreakpoint().lg === false;
  return (
    <ConfigProvider locale={zhCN} theme={touch ? touchTheme : theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
