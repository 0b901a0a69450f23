/**
 * A line's source as text: a link when the data carries the row's official page (`sourceUrl`); when
 * the row says its page is not known (`sourceUrl: null`), the publisher and 原页面未收录.
 */
export function SourceText({ line }: { line: { source: string } & Partial<Record<'sourceUrl', unknown>> }) {
  const url = typeof line.sourceUrl === 'string' && /^https?:\/\//.test(line.sourceUrl) ? line.sourceUrl : null;
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="yzy-report-source">
      {line.source}
    </a>
  ) : (
    <span className="yzy-report-source">
      {line.source}
      {line.sourceUrl === null && line.source !== '示例数据' && <span className="yzy-data-source-unpaged">（原页面未收录）</span>}
    </span>
  );
}
