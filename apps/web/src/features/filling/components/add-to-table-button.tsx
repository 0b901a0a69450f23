import { CheckCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Tag } from 'antd';
import type { RecommendRow } from '@yzy/shared/contracts';
import { Link } from 'react-router';
import { usePlacePlan, type VolunteerPlanPlaced } from '../../volunteer';

/** What the member is told after adding: the 志愿 it landed in, and any table created or switched to. */
export function addedMessage(outcome: VolunteerPlanPlaced): string {
  const where = outcome.newEntry ? `已加入第${outcome.slot}志愿` : `已加入第${outcome.slot}志愿（该校第${outcome.majorIndex}个专业）`;
  const table = outcome.tableCreated ? '，已为你新建志愿表' : outcome.switchedTo ? `，当前志愿表已切换为「${outcome.switchedTo}」` : '';
  return where + table;
}

/** 加入志愿表, or where the plan already sits in the current table (a link to it). */
export function AddToTableButton({ row }: { row: RecommendRow }) {
  const { message, modal } = App.useApp();
  const add = usePlacePlan();
  const placed = row.inCurrentTable ?? add.data ?? null;

  if (placed) {
    return (
      <Link to={`/vdetail?id=${placed.tableId}`} data-testid={`in-table-${row.planId}`}>
        <Tag color="success" icon={<CheckCircleOutlined />} className="yzy-plan-added">
          已加入第{placed.slot}志愿
        </Tag>
      </Link>
    );
  }

  const run = () =>
    add.mutate(row.planId, {
      onSuccess: (outcome) => {
        void message.success(addedMessage(outcome));
      },
    });
  const handleClick = () => {
    if (!row.excluded) {
      run();
      return;
    }
    modal.confirm({
      title: '该专业不符合报考条件',
      content: `${row.exclusions.map((x) => x.message).join('；')}。加入后志愿表会标出这一问题，仍要加入吗？`,
      okText: '仍要加入',
      cancelText: '取消',
      onOk: run,
    });
  };
  return (
    <Button
      type="primary"
      ghost
      size="small"
      icon={<PlusOutlined />}
      loading={add.isPending}
      onClick={handleClick}
      data-testid={`add-${row.planId}`}
    >
      加入志愿表
    </Button>
  );
}
