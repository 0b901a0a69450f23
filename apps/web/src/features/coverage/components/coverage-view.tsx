import { Alert, Card, Empty, Select, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import { useCoverage, type CoverageCategory } from '../api';
import '../coverage.css';

const years = (list: readonly number[]) => (list.length === 0 ? <Typography.Text type="secondary">暂无</Typography.Text> : list.join('、'));

const columns: ColumnsType<CoverageCategory> = [
  { title: '科类', dataIndex: 'name', key: 'name', fixed: 'left' },
  { title: '艺术类控制线', key: 'lines', render: (_, c) => years(c.lineYears) },
  { title: '艺术类一分一段', key: 'ranks', render: (_, c) => years(c.rankYears) },
  {
    title: '历年录取',
    key: 'admissions',
    render: (_, c) =>
      c.admissionRows === 0 ? (
        <Typography.Text type="secondary">暂无</Typography.Text>
      ) : (
        <span>
          {c.admissionYears.join('、')}
          <Typography.Text type="secondary">
            （{c.schoolsWithHistory}所院校，{c.admissionRows}条）
          </Typography.Text>
        </span>
      ),
  },
  { title: '招生计划', key: 'plans', render: (_, c) => years(c.planYears) },
];

/**
 * 数据覆盖: per province and category, which years of official lines, 一分一段 tables, admission
 * lines and plans the product holds. The province lives in the URL (?province=41) so a link
 * from an empty state opens the member's own province.
 */
export function CoverageView() {
  const { data, isPending, isError } = useCoverage();
  const [params, setParams] = useSearchParams();
  if (isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (isError || !data) {
    return (
      <Card>
        <Empty description="数据覆盖加载失败，请稍后刷新重试" />
      </Card>
    );
  }
  const provinceId = Number(params.get('province')) || data.provinces[0]?.provinceId;
  const province = data.provinces.find((p) => p.provinceId === provinceId) ?? data.provinces[0];
  return (
    <div className="yzy-coverage" data-testid="coverage">
      {data.generated && (
        <Alert type="warning" showIcon message="当前运行的是示例数据（演示环境），以下年份均为生成数据，不能用于真实填报。" />
      )}
      <Card>
        <Typography.Paragraph>
          全站共有 {data.schools} 所院校（教育部全国普通高等学校名单）、{data.majors}{' '}
          个本科专业（本科专业目录）。下表列出每个省份、每个科类实际收录的官方数据年份；“暂无”表示该项没有收录，相关页面会直接说明，不会用估计值代替。
        </Typography.Paragraph>
        <Typography.Paragraph data-testid="coverage-depth">
          全国 {data.depth.scopes} 个“省份×科类”中，有1年及以上录取数据的 {data.depth.withYears[0]} 个，2年及以上 {data.depth.withYears[1]}{' '}
          个，3年及以上 {data.depth.withYears[2]} 个；其中按2024年艺术类改革后的年份计：
          {data.depth.withYearsSinceReform[0]} / {data.depth.withYearsSinceReform[1]} / {data.depth.withYearsSinceReform[2]} 个。
        </Typography.Paragraph>
        <div className="yzy-coverage-province">
          <span>省份</span>
          <Select
            aria-label="选择省份"
            value={province?.provinceId}
            onChange={(value: number) => setParams({ province: String(value) }, { replace: true })}
            options={data.provinces.map((p) => ({ value: p.provinceId, label: p.provinceName }))}
            showSearch={{ optionFilterProp: 'label' }}
            className="yzy-coverage-select"
          />
        </div>
        {province && (
          <>
            <Typography.Paragraph className="yzy-coverage-ordinary">
              <Tag>普通类</Tag> 本科/专科控制线：{years(province.ordinaryLineYears)}；文化成绩一分一段：{years(province.cultureRankYears)}
            </Typography.Paragraph>
            <div className="yzy-coverage-table">
              <Table
                rowKey="examCategoryId"
                size="small"
                pagination={false}
                columns={columns}
                dataSource={province.categories}
                scroll={{ x: 'max-content' }}
              />
            </div>
          </>
        )}
      </Card>
      <Card title="数据来源">
        <Typography.Paragraph type="secondary">
          每个数字旁都注明年份和发布单位，点击发布单位可打开官方原始页面。以下为各发布单位的收录条数：
        </Typography.Paragraph>
        <ul className="yzy-coverage-publishers">
          {data.publishers.map((p) => (
            <li key={p.publisher}>
              {p.publisher}
              <Typography.Text type="secondary">（{p.rows}条）</Typography.Text>
            </li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary">
          院校“类型”按校名归类（名单本身不分类型），仅供筛选参考；独立设置艺术院校、参照执行院校仅标注有公开依据的学校。批次的填报规则（志愿数、调剂等）标注“批次规则待核实”的，请以本省当年招生实施办法为准。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
