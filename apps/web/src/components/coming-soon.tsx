import { Card, Empty, Skeleton } from 'antd';

interface ComingSoonProps {
  /** What will appear here, e.g. 院校列表. */
  what: string;
}

/** Honest placeholder for content whose feature is still being built: says what is coming, no fake data. */
export function ComingSoon({ what }: ComingSoonProps) {
  return (
    <Card className="yzy-coming-soon" data-testid="coming-soon">
      <Skeleton active paragraph={{ rows: 3 }} title={false} />
      <Empty description={`${what}正在准备中，敬请期待`} />
    </Card>
  );
}
