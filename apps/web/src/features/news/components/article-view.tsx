import { Codes } from '@yzy/shared/contracts/codes';
import { Alert, Breadcrumb, Card, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useArticleDetail } from '../api';
import { ArticleMeta } from './article-meta';

/** An article: title, meta with the view count, and the body (HTML the server already sanitised). */
export function ArticleView({ id }: { id: number }) {
  const { data: article, isPending, error } = useArticleDetail(id);
  if (isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (!article) {
    const missing = isApiError(error, Codes.notFound);
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? '资讯不存在' : '资讯加载失败'}
        extra={<Link to="/news">返回艺考资讯</Link>}
      />
    );
  }
  return (
    <Card className="yzy-article" data-testid="article">
      <Breadcrumb items={[{ title: <Link to="/news">艺考资讯</Link> }, { title: article.category }]} />
      <Typography.Title level={2} className="yzy-article-title">
        {article.title}
      </Typography.Title>
      <ArticleMeta article={article} />
      {article.source === '示例数据' && (
        <Alert
          className="yzy-article-note"
          type="info"
          showIcon
          title="本文为艺志愿整理的示例内容，政策以各省教育考试院及招生院校发布为准。"
        />
      )}
      {/* The body is sanitised on the server (article/sanitize.ts) when it is stored and again when it is sent (servedRichText). */}
      <div className="yzy-article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
    </Card>
  );
}
