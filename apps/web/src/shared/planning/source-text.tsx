/** A line's source as text; a link when the data carries the official page (`sourceUrl`, once loaded). */
export function SourceText({ line }: { line: { source: string } & Partial<Record<'sourceUrl', unknown>> }) {
  const url = typeof line.sourceUrl === 'string' && /^https?:\/\//.test(line.sourceUrl) ? line.sourceUrl : null;
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="yzy-report-source">
      {line.source}
    </a>
  ) : (
    <span className="yzy-report-source">{line.source}</span>
  );
}
