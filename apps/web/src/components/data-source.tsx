import { Tag, Typography } from 'antd';
import './data-source.css';

interface DataSourceProps {
  /** A year (2026) or a span (2024–2026) the numbers belong to. */
  year: number | string;
  /** Where the numbers come from; generated demo data says 示例数据. */
  source: string;
}

/** The year and source beside every number on the catalogue pages, so no figure is shown without them. */
export function DataSource({ year, source }: DataSourceProps) {
  return (
    <Typography.Text type="secondary" className="yzy-data-source">
      {year}年 · 来源：
      {source === '示例数据' ? (
        <Tag color="orange" variant="filled" className="yzy-data-source-tag">
          示例数据
        </Tag>
      ) : (
        source
      )}
    </Typography.Text>
  );
}
