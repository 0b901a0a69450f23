import { useState, type HTMLAttributes, type ReactNode, type TdHTMLAttributes } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { DetailTargetAnswer, DetailTargetPlan } from '@yzy/shared/contracts';
import { CARD_TABLE_CLASS, cardColumns } from '../../lib/card-columns';
import { openDialog, openScoreDialog, openVipDialog } from '../../lib/dialogs';
import { get } from '../../lib/http';
import { hasToken } from '../../lib/token';
import { useMember } from '../session';
import { needText } from './plan-targets';
import { fillingKeys } from './planning-queries';
import './plan-targets.css';

/**
 * 目标倒推 on a school's or a major's page (docs/product-rules.md, "估分、目标倒推、统考位次"): each
 * plan of that school or major in the member's province and category, with the 统考 score 稳 and 保
 * need at the saved culture score and the culture score they need at the saved 统考 score. The
 * server works them out with 模拟填报's engine and free rows (GET filling/targets/school|major).
 */

export type DetailKind = 'school' | 'major';

/** Plans per page: one page of rows is one call (a phone shows them as cards). */
export const DETAIL_TARGETS_PAGE_SIZE = 10;

/** GET filling/targets/school or /major: one page of the plans' needs. */
export function fetchDetailTargets(kind: DetailKind, id: number, page: number, signal?: AbortSignal): Promise<DetailTargetAnswer> {
  return get<DetailTargetAnswer>(
    `/api/v1/filling/targets/${kind}`,
    { id, page, size: DETAIL_TARGETS_PAGE_SIZE },
    { loading: false, silent: true, signal },
  );
}

const WHAT_IS_MISSING = {
  school: '该校各招生计划',
  major: '开设该专业的各院校计划',
} as const;

/** The card: what is missing for a visitor or a member without scores, else the plans with their needs. */
export function DetailTargets({ kind, id }: { kind: DetailKind; id: number }) {
  const { data: member } = useMember();
  const what = WHAT_IS_MISSING[kind];
  if (!hasToken()) {
    return (
      <TargetsCard>
        <Missing text={`登录并完善高考成绩后，可在这里查看${what}达到「稳」「保」所需的统考成绩和高考成绩。`}>
          <Button type="primary" onClick={() => openDialog('login')}>
            登录
          </Button>
        </Missing>
      </TargetsCard>
    );
  }
  if (!member) {
    return null;
  }
  if (member.memberNemtInfo == null) {
    return (
      <TargetsCard>
        <Missing
          text={`你还没有填写高考成绩：完善高考成绩（地区、科类、文化成绩和统考成绩）后，可在这里查看${what}达到「稳」「保」所需的分数。`}
        >
          <Button type="primary" onClick={openScoreDialog}>
            完善高考成绩
          </Button>
        </Missing>
      </TargetsCard>
    );
  }
  return <TargetsOfPlans kind={kind} id={id} />;
}

function TargetsCard({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <Card title="目标倒推：稳和保需要多少分" extra={extra} className="yzy-section" data-testid="detail-targets">
      {children}
    </Card>
  );
}

function Missing({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="yzy-detail-targets-missing" data-testid="detail-targets-missing">
      <Typography.Text>{text}</Typography.Text>
      {children}
    </div>
  );
}

function TargetsOfPlans({ kind, id }: { kind: DetailKind; id: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery({
    queryKey: [...fillingKeys.all, 'targets', kind, id, page] as const,
    queryFn: ({ signal }) => fetchDetailTargets(kind, id, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  if (isPending) {
    return <TargetsCard>{null}</TargetsCard>;
  }
  if (!data || !Array.isArray(data.content)) {
    const reason = error instanceof Error ? error.message : '';
    return (
      <TargetsCard>
        <Alert type="warning" showIcon title={`目标分数暂时无法计算${reason ? `：${reason}` : ''}，请稍后刷新重试。`} />
      </TargetsCard>
    );
  }
  const scope = `${data.provinceName}（${data.examCategoryName}）`;
  const whose = kind === 'school' ? '该校' : '该专业';
  if (data.total === 0) {
    const why =
      data.otherSubjects > 0
        ? `${whose}${data.year}年在${scope}的 ${data.otherSubjects} 个计划选科要求与你的选科不符，无法倒推`
        : `${whose}${data.year}年在${scope}没有招生计划，无法倒推`;
    return (
      <TargetsCard>
        <Empty description={why} />
      </TargetsCard>
    );
  }
  return (
    <TargetsCard extra={<span className="yzy-detail-targets-scope">{`${data.year}年 · ${scope}`}</span>}>
      <Typography.Paragraph type="secondary" data-testid="detail-targets-basis">
        按你的高考成绩 {data.cultureScore} 分、统考 {data.testsScore} 分，用模拟填报的录取概率模型和每个计划自己的录取公式倒推：
        「统考需」是高考成绩不变时统考至少要考多少分，「文化需」是统考成绩不变时高考成绩至少要多少分；「稳」为录取概率≥40%，「保」为≥75%。
        「已达到」表示现在的成绩已经够，「不可达」表示考到满分（统考 {data.fullScores.tests} 分、高考 {data.fullScores.culture}{' '}
        分）也达不到。
      </Typography.Paragraph>
      {data.content.some((p) => p.reference) && (
        <Typography.Paragraph type="secondary">
          {data.year}年招生计划尚未公布，标「参考」的计划按该校该专业最近一年的录取线列出，与模拟填报相同。
        </Typography.Paragraph>
      )}
      {data.otherSubjects > 0 && (
        <Typography.Paragraph type="secondary" data-testid="detail-targets-other-subjects">
          另有 {data.otherSubjects} 个计划的选科要求与你的选科不符，未列出。
        </Typography.Paragraph>
      )}
      {!data.vip && data.content.some((p) => p.reason === 'VIP可见') && <FreeNote />}
      <Table<DetailTargetPlan>
        className={CARD_TABLE_CLASS}
        size="small"
        columns={columnsFor(kind)}
        dataSource={data.content}
        rowKey="planId"
        onRow={(plan) => ({ 'data-testid': `detail-target-${plan.planId}` }) as HTMLAttributes<HTMLElement>}
        pagination={
          data.total > data.size && {
            current: data.page,
            pageSize: data.size,
            total: data.total,
            showSizeChanger: false,
            onChange: setPage,
          }
        }
      />
    </TargetsCard>
  );
}

function FreeNote() {
  return (
    <Alert
      type="info"
      showIcon
      className="yzy-detail-targets-free"
      title="免费会员可查看每个批次免费开放的计划（冲、稳、保各5个，与模拟填报相同）的目标分数，其余计划显示「VIP可见」。"
      action={
        <Button size="small" type="primary" onClick={openVipDialog}>
          开通VIP
        </Button>
      }
    />
  );
}

type CellProps = TdHTMLAttributes<HTMLTableCellElement> & { 'data-label'?: string };

/** 稳 ≥231 · 保 不可达 */
function NeedsText({ needs }: { needs: NonNullable<DetailTargetPlan['needs']>['tests'] }) {
  return (
    <span>
      稳 {needText(needs.稳)} · 保 {needText(needs.保)}
    </span>
  );
}

function columnsFor(kind: DetailKind): TableColumnsType<DetailTargetPlan> {
  const named: TableColumnsType<DetailTargetPlan> = cardColumns<DetailTargetPlan>([
    { title: '批次', dataIndex: 'batchName', width: 150 },
    {
      title: kind === 'school' ? '专业' : '院校',
      key: 'name',
      render: (_, plan) => (
        <span>
          {kind === 'school' ? plan.majorName : plan.schoolName}
          {kind === 'major' && plan.majorName !== '' && <Typography.Text type="secondary">（{plan.majorName}）</Typography.Text>}
          {plan.reference && (
            <Tooltip title="今年计划尚未公布：按该校该专业最近一年的录取线列出">
              <Tag className="yzy-detail-targets-tag">参考</Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
  ]);
  // Without needs one cell says why across both columns; in the phone's cards it is labelled 目标分数.
  return [
    ...named,
    {
      title: '统考需',
      key: 'tests',
      onCell: (plan) => (plan.needs ? { 'data-label': '统考需' } : { colSpan: 2, 'data-label': '目标分数' }) as CellProps,
      render: (_, plan) =>
        plan.needs ? <NeedsText needs={plan.needs.tests} /> : <Typography.Text type="secondary">{plan.reason}</Typography.Text>,
    },
    {
      title: '文化需',
      key: 'culture',
      onCell: (plan) => (plan.needs ? { 'data-label': '文化需' } : { colSpan: 0 }) as CellProps,
      render: (_, plan) => (plan.needs ? <NeedsText needs={plan.needs.culture} /> : null),
    },
  ];
}
