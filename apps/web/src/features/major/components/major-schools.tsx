import type { MajorSchool, ScoreScope } from '@yzy/shared/contracts';
import { Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataSource } from '../../../components/data-source';
import { routeTarget } from '../../../lib/navigation';
import { lineText, lineYears } from '../school-line-columns';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';

interface MajorSchoolsProps {
  schools: MajorSchool[];
  scope: ScoreScope;
}

function columnsFor(historyYears: number[], planYear: number | null): TableColumnsType<MajorSchool> {
  return [
    {
      title: '院校',
      key: 'school',
      render: (_, s) => (
        <Link to={routeTarget('schoolDetail', { id: s.schoolId }).href} className="yzy-major-link">
          {s.schoolName}
        </Link>
      ),
    },
    { title: '所在地', dataIndex: 'provinceName', width: 90 },
    {
      title: '标签',
      key: 'tags',
      render: (_, s) =>
        s.tags.map((t) => (
          <Tag key={t} variant="filled">
            {t}
          </Tag>
        )),
    },
    ...historyYears.map((year) => ({
      title: `${year}年 最低分/位次`,
      key: `y${year}`,
      align: 'right' as const,
      render: (_: unknown, s: MajorSchool) => lineText(s, year),
    })),
    {
      title: planYear ? `${planYear}年计划` : '今年计划',
      key: 'plan',
      align: 'right',
      width: 100,
      render: (_, s) => (s.plan ? `${s.plan.planCount}人` : '—'),
    },
    { title: '来源', key: 'source', width: 96, render: (_, s) => s.admissions[0]?.source ?? s.plan?.source ?? '—' },
  ];
}

/** Schools offering the major, with this major's lines at each in the member's province and category. */
export function MajorSchools({ schools, scope }: MajorSchoolsProps) {
  const { historyYears, planYear } = useMemo(() => lineYears(schools), [schools]);
  const admitting = schools.filter((s) => s.admissions.length > 0 || s.plan).length;
  const sources = [...new Set(schools.flatMap((s) => s.admissions.map((a) => a.source)))].join('、');
  return (
    <Card
      title={`开设院校 · ${scope.provinceName} · ${scope.examCategoryName}`}
      extra={
        historyYears.length > 0 && (
          <DataSource year={`${historyYears[historyYears.length - 1]}–${planYear ?? historyYears[0]}`} source={sources} />
        )
      }
      className="yzy-section"
      data-testid="major-schools"
    >
      <Typography.Paragraph type="secondary">
        共 {schools.length} 所院校开设该专业，其中 {admitting} 所近年在{scope.provinceName}（{scope.examCategoryName}）招生，排在前面。
      </Typography.Paragraph>
      <Table<MajorSchool>
        className={CARD_TABLE_CLASS}
        size="small"
        columns={cardColumns(columnsFor(historyYears, planYear))}
        dataSource={schools}
        rowKey="schoolId"
        pagination={schools.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      />
    </Card>
  );
}
