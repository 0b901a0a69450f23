import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { adminMakeExpertBody, adminNote } from '@yzy/shared/contracts';
import type { Dayjs } from 'dayjs';
import { zodRule } from '../../lib/form-rules';
import { yuanText } from '../lib/format';
import { useAdminCards } from '../cards/api';
import { useMemberWrite, type AdminMemberItem, type MemberWriteCall } from './api';
import { MEMBER_ACTIONS, type MemberActionKey } from './member-action';

interface ActionValues {
  note?: string;
  vipCardId?: number;
  endTime?: Dayjs | null;
  extraQuota?: number;
}

interface MemberActionModalProps {
  member: AdminMemberItem;
  action: MemberActionKey;
  onClose(): void;
}

/** The call an action makes, from the form. */
function callOf(action: MemberActionKey, memberId: number, values: ActionValues): MemberWriteCall {
  const note = values.note?.trim() ?? '';
  switch (action) {
    case 'grantVip':
      return {
        write: 'grantVip',
        body: {
          memberId,
          vipCardId: values.vipCardId ?? 0,
          endTime: values.endTime ? values.endTime.endOf('day').unix() : undefined,
          note,
        },
      };
    case 'makeExpert':
    case 'addQuota':
      return { write: 'makeExpert', body: { memberId, extraQuota: values.extraQuota ?? 0, note } };
    case 'setSuperVip':
    case 'unsetSuperVip':
      return { write: 'superVip', body: { memberId, isSuperVip: action === 'setSuperVip', note } };
    case 'disable':
    case 'enable':
      return { write: 'disable', body: { memberId, disabled: action === 'disable', note } };
    default:
      return { write: 'revokeVip', body: { memberId, note } };
  }
}

/** Confirm an action on a member, with the note kept in the audit log (and a card or a quota where needed). */
export function MemberActionModal({ member, action, onClose }: MemberActionModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ActionValues>();
  const config = MEMBER_ACTIONS[action];
  const write = useMemberWrite();
  const cards = useAdminCards();
  const handleOk = async () => {
    const values = await form.validateFields();
    write.mutate(callOf(action, member.id, values), {
      onSuccess: () => {
        void message.success(`${config.label}：已完成`);
        onClose();
      },
    });
  };
  return (
    <Modal
      open
      title={config.label}
      okText={`确认${config.label}`}
      okButtonProps={{ danger: config.danger, loading: write.isPending }}
      onOk={handleOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type={config.danger ? 'warning' : 'info'} showIcon title={config.confirm(member)} className="admin-modal-alert" />
      <Form form={form} layout="vertical" initialValues={{ extraQuota: 10 }} aria-label={config.label}>
        {action === 'grantVip' && (
          <>
            <Form.Item label="VIP卡" name="vipCardId" rules={[{ required: true, message: '请选择VIP卡' }]}>
              <Select
                placeholder="选择要开通的卡"
                loading={cards.isPending}
                options={cards.data
                  ?.filter((c) => !c.retired)
                  .map((c) => ({ value: c.id, label: `${c.name}（等级${c.vipLevel}，${yuanText(c.currentPrice)}）` }))}
              />
            </Form.Item>
            <Form.Item label="到期日期" name="endTime" extra="留空则按卡的有效期计算">
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {(action === 'makeExpert' || action === 'addQuota') && (
          <Form.Item label="增加子账号名额" name="extraQuota" rules={[zodRule(adminMakeExpertBody.shape.extraQuota)]}>
            <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item label="备注（记入操作日志）" name="note" rules={[zodRule(adminNote)]}>
          <Input.TextArea rows={2} maxLength={200} showCount placeholder="例如：客服工单 #1234 补开" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
