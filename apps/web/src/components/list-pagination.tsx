import { Pagination } from 'antd';

interface ListPaginationProps {
  className: string;
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * The page numbers under a list of the pages a first visit lands on (找大学, 艺考资讯). antd's
 * Pagination subscribes to the window's breakpoints and, unless told it is not responsive,
 * re-renders in its first layout effect; that update made React run every effect of the page inside
 * the first commit's task (docs/performance.md, "The first commit"). Not being responsive changes
 * nothing drawn: antd only shrinks a responsive one on narrow screens.
 */
export function ListPagination(props: ListPaginationProps) {
  return <Pagination {...props} responsive={false} showSizeChanger={false} />;
}
