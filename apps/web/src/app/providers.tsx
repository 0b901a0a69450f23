import { useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { theme, touchTheme } from './theme';

/** antd's `lg` breakpoint (992 px): narrower windows get the touch theme. */
const LG_QUERY = '(min-width: 992px)';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(LG_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => !window.matchMedia(LG_QUERY).matches;

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client per test. */
  queryClient?: QueryClient;
}

/** Order (docs/product-behaviour.md, Look): ConfigProvider (zh_CN, theme) → antd App (message/modal via App.useApp) → QueryClientProvider. */
export function Providers({ children, queryClient = defaultQueryClient }: ProvidersProps) {
  // Below `lg` every control grows to a touch target. Read from the first render on: antd's
  // Grid.useBreakpoint knows nothing until its first layout effect, so a phone rendered every
  // component with the desktop theme and then again with the touch theme, generating all of antd's
  // styles twice (docs/performance.md).
  const touch = useSyncExternalStore(subscribeToWidth, isNarrow, () => false);
  return (
    <ConfigProvider locale={zhCN} theme={touch ? touchTheme : theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
