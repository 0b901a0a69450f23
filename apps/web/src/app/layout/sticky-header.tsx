import { Brand } from './brand';
import { HeaderTabs } from './header-tabs';
import { useScrolledPast } from './use-scrolled-past';

/** Scrolled this far (px), the header turns sticky (docs/product-behaviour.md, Look). */
export const STICKY_HEADER_THRESHOLD = 150;

/** The second, compact header fixed at the top once the page has scrolled 150 px. */
export function StickyHeader({ activeTab }: { activeTab: number }) {
  const visible = useScrolledPast(STICKY_HEADER_THRESHOLD);
  if (!visible) {
    return null;
  }
  return (
    <div className="yzy-sticky-header" data-testid="sticky-header">
      <div className="yzy-container yzy-sticky-inner">
        <Brand />
        <HeaderTabs activeIndex={activeTab} />
      </div>
    </div>
  );
}
