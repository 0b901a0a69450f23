import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Grid } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { theme, touchTheme } from './theme';

dayjs.locale('zh-cn');

/** antd's `lg` breakpoint (992 px): narrower windows get the touch theme. */
const LG_QUERY = '(min-width: 992px)';

/**
 * Whether the window starts narrower than `lg`. antd's useBreakpoint knows nothing until its first
 * layout effect, so without this a phone rendered every component with the desktop theme first and
 * then again with the touch theme, generating all of antd's styles twice (docs/performance.md).
 */
function startsNarrow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !window.matchMedia(LG_QUERY).matches;
}

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client per test. */
  queryClient?: QueryClient;
}

/** Order (docs/product-behaviour.md, Look): ConfigProvider (zh_CN, theme) → antd App (message/modal via App.useApp) → QueryClientProvider. */
export function Providers({ children, queryClient = defaultQueryClient }: ProvidersProps) {
  // Below `lg` every control grows to a touch target; until antd knows the breakpoints, the window's width decides.
  const [narrowAtStart] = useState(startsNarrow);
  const lg = Grid.useBreakpoint().lg;
  const touch = lg === undefined ? narrowAtStart : !lg;
  return (
    <ConfigProvider locale={zhCN} theme={touch ? touchTheme : theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
