import { Card, Typography } from 'antd';
import type { MajorListQuery } from '../api';
import { useMajorList } from '../api';
import { MajorFilters } from './major-filters';
import { MajorTable } from './major-table';

interface MajorCatalogueProps {
  query: MajorListQuery;
  onChange: (patch: Partial<MajorListQuery>) => void;
}

/** 查专业: class tabs, keyword and the catalogue table. */
export function MajorCatalogue({ query, onChange }: MajorCatalogueProps) {
  const { data, isFetching } = useMajorList(query);
  return (
    <Card className="yzy-major-catalogue" data-testid="major-catalogue">
      <MajorFilters query={query} onChange={onChange} />
      {data && (
        <Typography.Paragraph type="secondary" className="yzy-major-count">
          共 {data.total} 个专业 · 依据《普通高等学校本科专业目录》艺术学门类（13）
        </Typography.Paragraph>
      )}
      <MajorTable
        rows={data?.content}
        total={data?.total ?? 0}
        page={query.page}
        size={query.size}
        loading={isFetching}
        onPage={(page) => onChange({ page })}
      />
    </Card>
  );
}
