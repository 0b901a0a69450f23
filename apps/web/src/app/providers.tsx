import { useSyncExternalStore, type ReactNode } from 'react';
import { IconProvider } from '@ant-design/icons';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { theme, TOUCH_QUERY, touchTheme } from './theme';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(TOUCH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(TOUCH_QUERY).matches;

/** The site's theme for a window below antd's `lg` (touch) or above it. */
const themeFor = (narrow: boolean) => (narrow ? touchTheme : theme);

/**
 * @ant-design/icons writes its base CSS from an effect of every icon it draws, each call searching
 * the page's style tags: 40-odd icons on 找大学, a third of the first visit's effects. antd's
 * components already register the same rules (`.anticon` and its spin), so the icons are told to
 * leave it to antd.
 */
const ICONS_STYLED_BY_ANTD = { zeroRuntime: true };

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
    <ConfigProvider locale={zhCN} theme={themeFor(touch)} button={{ autoInsertSpace: false }}>
      <IconProvider value={ICONS_STYLED_BY_ANTD}>
        <AntApp>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AntApp>
      </IconProvider>
    </ConfigProvider>
  );
}
