import { Card, Col, Row, Skeleton, Statistic, Table, type TableColumnsType } from 'antd';
import type { DashboardDay } from '@yzy/shared/contracts';
import { yuanText } from '../lib/format';
import { useDashboard } from './api';
import { DaysChart } from './days-chart';

const columns: TableColumnsType<DashboardDay> = [
  { title: '日期', dataIndex: 'date' },
  { title: '新增会员', dataIndex: 'newMembers', align: 'right' },
  { title: '新建订单', dataIndex: 'orders', align: 'right' },
  { title: '支付订单', dataIndex: 'paidOrders', align: 'right' },
  { title: '收入', dataIndex: 'revenue', align: 'right', render: (yuan: number) => yuanText(yuan) },
];

/** 数据概览: members, paying members, VIP now, revenue, and the last 30 Beijing days. */
export function DashboardPage() {
  const { data } = useDashboard();
  if (!data) {
    return <Skeleton active />;
  }
  const stats = [
    { title: '注册会员', value: data.membersTotal, suffix: '人' },
    { title: '子账号', value: data.subAccountsTotal, suffix: '个' },
    { title: '付费会员', value: data.payingMembers, suffix: '人' },
    { title: '有效VIP会员', value: data.activeVipMembers, suffix: '人' },
    { title: '近30天收入', value: data.revenue30d, prefix: '¥', precision: 2 },
  ];
  return (
    <div className="admin-stack" data-testid="admin-dashboard">
      <Row gutter={16}>
        {stats.map((s) => (
          <Col flex="1" key={s.title}>
            <Card>
              <Statistic title={s.title} value={s.value} suffix={s.suffix} prefix={s.prefix} precision={s.precision} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="近30天趋势">
        <DaysChart days={data.days} />
      </Card>
      <Card title="每日明细（北京时间）">
        <Table<DashboardDay>
          rowKey="date"
          size="small"
          columns={columns}
          dataSource={[...data.days].reverse()}
          pagination={{ pageSize: 10, showSizeChanger: false }}
        />
      </Card>
    </div>
  );
}
