import { Tag, Typography } from 'antd';
import './data-source.css';

interface DataSourceProps {
  /** A year (2026) or a span (2024–2026) the numbers belong to. */
  year: number | string;
  /** Who published the numbers (河南省教育考试院); generated demo data says 示例数据. */
  source: string;
  /** The official page they were taken from; null when the data says the page is not known (shown as such); absent when the caller has none to give. */
  url?: string | null;
}

/** The year and source beside every number on the catalogue pages, so no figure is shown without them. */
export function DataSource({ year, source, url }: DataSourceProps) {
  return (
    <Typography.Text type="secondary" className="yzy-data-source">
      {year}年 · 来源：
      {source === '示例数据' ? (
        <Tag color="orange" variant="filled" className="yzy-data-source-tag">
          示例数据
        </Tag>
      ) : url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" title="打开官方发布页面">
          {source}
        </a>
      ) : (
        <>
          {source}
          {url === null && <span className="yzy-data-source-unpaged">（原页面未收录）</span>}
        </>
      )}
    </Typography.Text>
  );
}
