import { MemberRole } from '@yzy/shared/rules';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Flex, Space, type ButtonProps } from 'antd';
import { Link } from 'react-router';
import type { WorkspaceStudent } from '@yzy/shared/contracts';
import { goToUrl } from '../../../lib/browser';
import { setToken } from '../../../lib/token';
import { changeToNewAccount, switchStepOf } from '../../sub-account';
import { groupAccountOf } from '../student-account';

const switchOkProps: ButtonProps & { 'data-testid': string } = { 'data-testid': 'switch-confirm' };

interface StudentActionsProps {
  student: WorkspaceStudent;
  /** The counsellor looking. */
  viewerId: number;
  /** Where the switch lands: the shown table, else 我的志愿. */
  tableId: number | null;
  onEdit: () => void;
}

/** Back to the workspace, 改名 / 备注, and switching into the student's account (after a confirmation) to edit as the student. */
export function StudentActions({ student, viewerId, tableId, onEdit }: StudentActionsProps) {
  const { modal } = App.useApp();

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
          goToUrl(tableId !== null ? `/vdetail?id=${tableId}` : '/volunteer');
        } catch {
          // The HTTP effects toast the server's message.
        }
      },
    });
  }

  return (
    <Flex wrap gap={8} align="center" justify="space-between">
      <Link to="/workspace">
        <Button icon={<ArrowLeftOutlined />}>返回学生工作台</Button>
      </Link>
      <Space wrap>
        <Button onClick={onEdit} data-testid="workspace-edit">
          改名 / 备注
        </Button>
        <Button onClick={switchInto} data-testid="workspace-switch">
          切换到该账号编辑
        </Button>
      </Space>
    </Flex>
  );
}
