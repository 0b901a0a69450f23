import './placeholder.css';

interface PlaceholderProps {
  /** Grey lines below the title bar. */
  rows?: number;
  className?: string;
}

/**
 * Grey bars while something loads, drawn like antd's active Skeleton. The layout's fallbacks and
 * 首页's cards use it, so antd's Skeleton stays out of a first visit (docs/performance.md).
 */
export function Placeholder({ rows = 3, className }: PlaceholderProps) {
  return (
    <div className={className ? `yzy-placeholder ${className}` : 'yzy-placeholder'} aria-busy="true" aria-label="加载中">
      <div className="yzy-placeholder-bar yzy-placeholder-title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="yzy-placeholder-bar" />
      ))}
    </div>
  );
}

/** A small grey circle where the member's avatar will be. */
export function AvatarPlaceholder() {
  return <span className="yzy-placeholder-bar yzy-placeholder-avatar" aria-busy="true" aria-label="加载中" />;
}
