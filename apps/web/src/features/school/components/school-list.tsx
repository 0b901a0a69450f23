import { Card, Empty, Spin } from 'antd';
import { ListPagination } from '../../../components/list-pagination';
import type { SchoolListQuery } from '../api';
import { useSchoolList } from '../api';
import { CompareButton } from '../../compare';
import { SchoolRow } from './school-row';

interface SchoolListProps {
  query: SchoolListQuery;
  onPage: (page: number) => void;
}

/** The schools matching the filters, one page at a time. */
export function SchoolList({ query, onPage }: SchoolListProps) {
  const { data, isPending, isFetching, isError } = useSchoolList(query);
  return (
    <Card className="yzy-list-card" title={data ? `共 ${data.total} 所院校` : '院校列表'} data-testid="school-list">
      <Spin spinning={isFetching && !isPending}>
        {isPending ? (
          <Spin className="yzy-list-spin" />
        ) : isError || !data || data.content.length === 0 ? (
          <Empty description={isError ? '院校列表加载失败，请稍后重试' : '没有符合条件的院校，换个条件试试'} />
        ) : (
          data.content.map((school) => (
            <div key={school.id} className="yzy-school-row-compare">
              <SchoolRow school={school} />
              <CompareButton kind="school" id={school.id} name={school.name} />
            </div>
          ))
        )}
      </Spin>
      {data && data.total > data.size && (
        <ListPagination className="yzy-pagination" current={query.page} pageSize={query.size} total={data.total} onChange={onPage} />
      )}
    </Card>
  );
}
