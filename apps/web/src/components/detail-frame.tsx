import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from './page-frame';
import { LazyResult } from './lazy-result';

interface DetailFrameProps {
  title: string;
  description: string;
  /** Where to go back to when the page was opened without an id. */
  listPath: string;
  listTitle: string;
  children: (id: string) => ReactNode;
}

/** Detail pages take `?id=`; without one they point back to their list. */
export function DetailFrame({ title, description, listPath, listTitle, children }: DetailFrameProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) {
    return (
      <LazyResult
        status="404"
        title="未找到要查看的内容"
        subTitle="链接缺少编号，请从列表重新进入。"
        extra={
          <Link to={listPath}>
            <Button type="primary">返回{listTitle}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <PageFrame title={title} description={description}>
      {children(id)}
    </PageFrame>
  );
}
