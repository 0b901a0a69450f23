import { MemberRole } from '@yzy/shared/rules';
import type { GroupAccount, MemberInfo } from '@yzy/shared/contracts';
import { App, Flex, Skeleton, Typography, type ButtonProps } from 'antd';
import { reloadPage } from '../../../lib/browser';
import { setToken } from '../../../lib/token';
import { changeToNewAccount, useGroupAccounts } from '../api';
import { ALREADY_CURRENT_MESSAGE, switchStepOf } from '../switch-rules';
import { AccountCard } from './account-card';
import { SubAccountList } from './sub-account-list';
import '../sub-account.css';

const okButtonProps: ButtonProps & { 'data-testid': string } = { 'data-testid': 'switch-confirm' };

/** A main account (role 1) is not in its own list: its card is built from the member itself. */
function mainAccountOf(member: MemberInfo, group: GroupAccount[]): GroupAccount | null {
  if (member.role === MemberRole.subAccount) {
    return group.find((account) => account.isMain) ?? null;
  }
  return { id: member.id, nickname: member.nickname, note: member.mobile ?? '', vipStatus: 1, isMain: true, createdAt: 0 };
}

/** The body of 切换账号: the main account, then 子账号(n); a click confirms, switches, stores the token, reloads. */
export function SwitchAccountPanel({ member }: { member: MemberInfo }) {
  const { message, modal } = App.useApp();
  const { data: group, isPending } = useGroupAccounts(member.role);

  async function switchTo(accountId: number) {
    try {
      const { token } = await changeToNewAccount(accountId);
      setToken(token);
      reloadPage();
    } catch {
      // The HTTP effects toast the server's message (已登录当前账号, not in the group …).
    }
  }

  function handleSelect(target: GroupAccount) {
    const step = switchStepOf(target, member);
    if (step.kind === 'current') {
      message.error(ALREADY_CURRENT_MESSAGE);
      return;
    }
    modal.confirm({ title: step.text, okText: '确认', cancelText: '取消', okButtonProps, onOk: () => switchTo(target.id) });
  }

  if (isPending) {
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  const accounts = group ?? [];
  const main = mainAccountOf(member, accounts);
  return (
    <Flex vertical gap={24} className="yzy-switch-panel">
      {main && (
        <Flex vertical gap={12}>
          <Typography.Title level={5} className="yzy-no-margin">
            主账号
          </Typography.Title>
          <AccountCard account={main} current={main.id === member.id} onSelect={handleSelect} />
        </Flex>
      )}
      <SubAccountList accounts={accounts.filter((account) => !account.isMain)} currentId={member.id} onSelect={handleSelect} />
    </Flex>
  );
}
