import { Card, Empty } from 'antd';
import { Link } from 'react-router';

/** 最新资讯 on 首页; the list arrives with the news feature. */
export function LatestNews() {
  return (
    <Card title="最新资讯" extra={<Link to="/news">查看全部</Link>} className="yzy-home-card">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="艺考资讯正在整理中，敬请期待" />
    </Card>
  );
}
