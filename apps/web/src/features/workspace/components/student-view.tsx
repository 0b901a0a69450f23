import { MemberRole } from '@yzy/shared/rules';
import { useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Flex, Result, Select, Skeleton, Space, Tag, Typography, type ButtonProps } from 'antd';
import { Link } from 'react-router';
import type { VolunteerTableItem, WorkspaceStudent } from '@yzy/shared/contracts';
import { goToUrl } from '../../../lib/browser';
import { setToken } from '../../../lib/token';
import { displayNameOf } from '../../../shared/session';
import { ReportView } from '../../report';
import { ShareDialog } from '../../share';
import { changeToNewAccount, SubAccountEditor, switchStepOf } from '../../sub-account';
import { rankText } from '../../../shared/planning';
import { refusalOf, useRefreshWorkspace, useWorkspaceReport, useWorkspaceStudent } from '../api';
import { activityText } from '../student-filters';
import { NotesPanel } from './notes-panel';
import { RiskTag, TierCountsText } from './risk-tag';

const switchOkProps: ButtonProps & { 'data-testid': string } = { 'data-testid': 'switch-confirm' };

/** The sub-account form's view of a student (rename, annotate; the switch confirmation's wording). */
function groupAccountOf(s: WorkspaceStudent) {
  return { id: s.id, nickname: s.nickname, note: s.note, vipStatus: s.inUse ? 1 : 0, isMain: false, createdAt: s.createdAt };
}

/** The table shown by default: the current one, else the latest changed. */
function defaultTable(tables: VolunteerTableItem[]): number | null {
  return tables.find((t) => t.isCurrent)?.id ?? tables[0]?.id ?? null;
}

/**
 * A student's page in the workspace: scores and standing, the chosen table as its 志愿报告 (entries,
 * tiers, the analysis when VIP), the private notes, and the actions: switch into the account,
 * rename or annotate, share with the family, print the report, compare the student's tables.
 */
export function StudentView({ studentId, viewerId }: { studentId: number; viewerId: number }) {
  const { modal } = App.useApp();
  const refresh = useRefreshWorkspace();
  const { data, isPending, error } = useWorkspaceStudent(studentId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const tableId = chosen ?? (data ? defaultTable(data.tables) : null);
  const report = useWorkspaceReport(data?.student.scoresComplete ? studentId : null, tableId);

  if (isPending) {
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }
  if (!data) {
    return (
      <Result
        status="404"
        title="无法查看该学生"
        subTitle={refusalOf(error) ?? '请稍后刷新重试。'}
        extra={
          <Link to="/workspace">
            <Button type="primary">返回学生工作台</Button>
          </Link>
        }
      />
    );
  }
  const { student, tables, notes } = data;
  const table = tables.find((t) => t.id === tableId) ?? null;

  function switchInto() {
    const step = switchStepOf(groupAccountOf(student), { id: viewerId, role: MemberRole.expert });
    modal.confirm({
      title: step.kind === 'confirm' ? step.text : '切换到该学生账号？',
      content: '切换后以学生身份修改成绩和志愿表；从「切换账号」可回到主账号。',
      okText: '确认',
      cancelText: '取消',
      okButtonProps: switchOkProps,
      onOk: async () => {
        try {
          const { token } = await changeToNewAccount(student.id);
          setToken(token);
          goToUrl(table ? `/vdetail?id=${table.id}` : '/volunteer');
        } catch {
          // The HTTP effects toast the server's message.
        }
      },
    });
  }

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Link to="/workspace">
          <Button icon={<ArrowLeftOutlined />}>返回学生工作台</Button>
        </Link>
        <Space wrap>
          <Button onClick={() => setEditing(true)} data-testid="workspace-edit">
            改名 / 备注
          </Button>
          <Button onClick={switchInto} data-testid="workspace-switch">
            切换到该账号编辑
          </Button>
        </Space>
      </Flex>

      <Card data-testid="workspace-student-card">
        <Flex vertical gap={8}>
          <Flex wrap gap={8} align="center">
            <Typography.Title level={3} className="yzy-no-margin" data-testid="workspace-student-name">
              {displayNameOf(student)}
            </Typography.Title>
            <RiskTag risk={student.risk} />
            {!student.inUse && <Tag>未使用</Tag>}
          </Flex>
          {student.note && <Typography.Text type="secondary">{student.note}</Typography.Text>}
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
            <Descriptions.Item label="地区科类">
              {student.scores ? `${student.scores.provinceName} · ${student.scores.examCategoryName}` : '未填成绩'}
            </Descriptions.Item>
            <Descriptions.Item label="文化 / 统考">
              {student.scores ? `${student.scores.cultureScore} / ${student.scores.testsScore}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="综合分">{student.scores?.composite ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="位次">{student.scores ? rankText(student.scores.rank) : '—'}</Descriptions.Item>
            <Descriptions.Item label="当前志愿表">
              {student.table ? (
                <span>
                  {student.table.name} · 已填 {student.table.entryCount}/{student.table.maxSlots}{' '}
                  <TierCountsText tiers={student.table.tiers} />
                </span>
              ) : (
                '暂无'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="最近活动">{activityText(student.lastActiveAt)}</Descriptions.Item>
          </Descriptions>
        </Flex>
      </Card>

      <div className="yzy-workspace-student-grid">
        <Card
          title="志愿表"
          className="yzy-workspace-report-card"
          extra={
            tables.length >= 2 ? (
              <Link
                to={`/workspace/compare?student=${student.id}&tables=${tables
                  .slice(0, 4)
                  .map((t) => t.id)
                  .join(',')}`}
              >
                对比该生的志愿表
              </Link>
            ) : null
          }
        >
          {!student.scoresComplete ? (
            <Result status="info" title="该学生尚未填写高考成绩" subTitle="切换到该账号填写成绩后，即可建立志愿表。" />
          ) : tables.length === 0 ? (
            <Result status="info" title="该学生还没有志愿表" subTitle="切换到该账号，在「模拟填报」中把院校加入志愿表。" />
          ) : (
            <Flex vertical gap={12}>
              <Flex wrap gap={8} align="center">
                <Select
                  value={tableId}
                  onChange={setChosen}
                  aria-label="选择志愿表"
                  className="yzy-workspace-table-select"
                  options={tables.map((t) => ({
                    value: t.id,
                    label: `${t.name}${t.isCurrent ? '（当前）' : ''} · ${t.entryCount}/${t.maxSlots}`,
                  }))}
                  data-testid="workspace-table-select"
                />
                {table && (
                  <>
                    <Link to={`/workspace/report?student=${student.id}&table=${table.id}`}>
                      <Button data-testid="workspace-open-report">志愿报告</Button>
                    </Link>
                    <Button onClick={() => setSharing(true)} data-testid="workspace-share">
                      分享给家长
                    </Button>
                  </>
                )}
              </Flex>
              {report.data ? (
                <ReportView report={report.data} />
              ) : report.isPending ? (
                <Skeleton active paragraph={{ rows: 8 }} />
              ) : (
                <Result status="warning" title="报告加载失败" subTitle={refusalOf(report.error) ?? '请稍后刷新重试。'} />
              )}
            </Flex>
          )}
        </Card>
        <NotesPanel studentId={student.id} notes={notes} />
      </div>

      {editing && (
        <SubAccountEditor
          open
          account={groupAccountOf(student)}
          onClose={() => {
            setEditing(false);
            void refresh();
          }}
        />
      )}
      {table && (
        <ShareDialog
          tableId={table.id}
          tableName={`${displayNameOf(student)} · ${table.name}`}
          studentId={student.id}
          open={sharing}
          onClose={() => setSharing(false)}
        />
      )}
    </Flex>
  );
}
