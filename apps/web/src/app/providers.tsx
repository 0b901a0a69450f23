import { use, useSyncExternalStore, type ReactNode } from 'react';
import { IconProvider } from '@ant-design/icons';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import getDesignToken from 'antd/es/theme/getDesignToken';
import { nextTask } from '../lib/next-task';
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

/** The site's theme for a window below antd's `lg` (touch) or above it. */
const themeFor = (narrow: boolean) => (narrow ? touchTheme : theme);

/**
 * @ant-design/icons writes its base CSS from an effect of every icon it draws, each call searching
 * the page's style tags: 40-odd icons on 找大学, a third of the first visit's effects. antd's
 * ConfigProvider already registers the same rules (`.anticon` and its spin, prebuilt in the landing
 * pages' sheet), so the icons are told to leave it to antd (docs/performance.md, "The first commit").
 */
const ICONS_STYLED_BY_ANTD = { zeroRuntime: true };

/**
 * Runs antd's token derivation once, for the theme the page will draw with, in a task of its own
 * before the app's first render (main.tsx), and throws the result away. What it leaves is antd's
 * colour and token code compiled and warmed up: the derivation inside the first render, the one
 * piece of it React cannot slice (ThemeStartsASlice), then took 6.4–7.2 ms of CPU instead of
 * 7.9–10.3 here, for a task of 2.5–2.8 ms (docs/performance.md, "A core for the page").
 */
export function warmUpTheme(): void {
  getDesignToken(themeFor(isNarrow()));
}

let themeTask: Promise<void> | undefined;

/**
 * Holds React's first render of the app for one task, right before antd's ConfigProvider. antd
 * derives the theme's design tokens (alias tokens, hashes, CSS variables) inside one component's
 * render, about 7 ms here, which React's time slicing cannot cut. Reached at the end of a slice, it
 * made that slice twice as long as React's 5 ms, long enough to count against a phone's blocking
 * time; after the wait it starts a slice of its own (docs/performance.md, "A core for the page").
 * The promise is made once: later renders find it settled and go straight through.
 */
function ThemeStartsASlice({ children }: { children: ReactNode }) {
  themeTask ??= nextTask();
  use(themeTask);
  return children;
}

interface ProvidersProps {
  children: ReactNode;
  /** The app's own first render (App) waits a task before the theme; tests render at once. */
  themeInItsOwnSlice?: boolean;
  /** Tests pass a fresh client per test. */
  queryClient?: QueryClient;
}

/** Order (docs/product-behaviour.md, Look): ConfigProvider (zh_CN, theme) → antd App (message/modal via App.useApp) → QueryClientProvider. */
export function Providers({ children, queryClient = defaultQueryClient, themeInItsOwnSlice = false }: ProvidersProps) {
  // Below `lg` every control grows to a touch target. Read from the first render on: antd's
  // Grid.useBreakpoint knows nothing until its first layout effect, so a phone rendered every
  // component with the desktop theme and then again with the touch theme, generating all of antd's
  // styles twice (docs/performance.md).
  const touch = useSyncExternalStore(subscribeToWidth, isNarrow, () => false);
  const providers = (
    <ConfigProvider locale={zhCN} theme={themeFor(touch)} button={{ autoInsertSpace: false }}>
      <IconProvider value={ICONS_STYLED_BY_ANTD}>
        <AntApp>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AntApp>
      </IconProvider>
    </ConfigProvider>
  );
  return themeInItsOwnSlice ? <ThemeStartsASlice>{providers}</ThemeStartsASlice> : providers;
}
