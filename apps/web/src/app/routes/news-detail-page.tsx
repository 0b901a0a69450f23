import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ArticleView } from '../../features/news';
import '../../features/news/news.css';
import { parseIdParam } from '../../lib/id-param';

/** 资讯详情 (?id=): the article itself, open to visitors. */
export function NewsDetailPage() {
  const [params] = useSearchParams();
  const id = parseIdParam(params.get('id') ?? '');
  return (
    <div className="yzy-container yzy-page">
      {id ? (
        <ArticleView key={id} id={id} />
      ) : (
        <Result
          status="404"
          title="未找到要查看的资讯"
          subTitle="链接缺少编号，请从列表重新进入。"
          extra={
            <Link to="/news">
              <Button type="primary">返回艺考资讯</Button>
            </Link>
          }
        />
      )}
    </div>
  );
}
