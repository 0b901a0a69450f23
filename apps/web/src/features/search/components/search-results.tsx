import { Empty, Spin } from 'antd';
import type { RouteName } from '../../../lib/paths';
import type { GlobalSearchResult } from '../api';
import { CompareButton } from '../../compare';
import { HighlightText } from './highlight-text';

interface SearchResultsProps {
  result: GlobalSearchResult | undefined;
  keyword: string;
  loading: boolean;
  onPick: (name: RouteName, id: number) => void;
}

interface Group {
  title: string;
  route: RouteName;
  items: { id: number; text: string }[];
}

function groupsOf(result: GlobalSearchResult): Group[] {
  return [
    { title: '大学', route: 'schoolDetail' as const, items: result.school.map((s) => ({ id: s.id, text: s.name })) },
    { title: '专业', route: 'majorDetail' as const, items: result.major.map((m) => ({ id: m.id, text: m.name })) },
    { title: '资讯', route: 'newsDetail' as const, items: result.article.map((a) => ({ id: a.id, text: a.title })) },
  ].filter((group) => group.items.length > 0);
}

/** The dropdown under the search box: schools, majors and articles, keyword marked; 暂无数据 when empty. */
export function SearchResults({ result, keyword, loading, onPick }: SearchResultsProps) {
  const groups = result ? groupsOf(result) : [];
  return (
    <div className="yzy-search-panel" role="listbox" aria-label="搜索结果" data-testid="global-search-results">
      {groups.length === 0 ? (
        loading ? (
          <Spin size="small" className="yzy-search-spin" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        )
      ) : (
        groups.map((group) => (
          <div key={group.route} className="yzy-search-group">
            <div className="yzy-search-group-title">{group.title}</div>
            {group.items.map((item) => (
              <div key={item.id} className="yzy-search-row">
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  className="yzy-search-item"
                  onClick={() => onPick(group.route, item.id)}
                >
                  <HighlightText text={item.text} keyword={keyword} />
                </button>
                {group.route !== 'newsDetail' && (
                  <CompareButton kind={group.route === 'schoolDetail' ? 'school' : 'major'} id={item.id} name={item.text} />
                )}
              </div>
            ))}
          </div>
        ))
      )}
    </div>
  );
}
