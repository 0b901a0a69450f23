import { Spin } from 'antd';
import { useExternalStore } from '../lib/external-store';
import { loadingVisible } from '../lib/loading';

/** The global 加载中... overlay, driven by the HTTP client's request counter (lib/loading.ts). */
export function LoadingOverlay() {
  const visible = useExternalStore(loadingVisible);
  return <Spin fullscreen spinning={visible} description="加载中..." data-testid="loading-overlay" />;
}
