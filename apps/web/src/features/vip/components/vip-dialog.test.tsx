import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@yzy/shared/contracts';
import { closeDialog, dialogStore, openVipDialog } from '../../../lib/dialogs';
import { clearToken, setToken } from '../../../lib/token';
import { memberFactory } from '../../../test/member-factory';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { BLACKOUT_UPGRADE_TEXT, resetUpgradeAcknowledged } from '../use-blackout-prompt';
import { demoCards } from '../vip-test-data';
import { VipDialog } from './vip-dialog';

let server: MockServer;
let member: MemberInfo;

beforeEach(() => {
  member = memberFactory();
  server = mockServer((config) => {
    if (config.url === '/api/v1/memberInfo') {
      return envelope(200, member);
    }
    return config.url === '/api/v1/vipCard/list' ? envelope(200, demoCards()) : envelope(10004, null, '接口不存在');
  });
});

afterEach(() => {
  server.restore();
  resetUpgradeAcknowledged();
  (['login', 'vip'] as const).forEach(closeDialog);
});

describe('VipDialog', () => {
  it('opens the login dialog instead for a visitor', () => {
    clearToken();
    renderWithApp(<VipDialog />);
    act(openVipDialog);
    expect(dialogStore.get()).toMatchObject({ login: true, vip: false });
    expect(screen.queryByRole('dialog', { name: 'VIP会员中心' })).toBeNull();
  });

  it('opens VIP会员中心 for a logged-in member', async () => {
    setToken('tok');
    renderWithApp(<VipDialog />);
    act(openVipDialog);
    expect(await screen.findByRole('dialog', { name: 'VIP会员中心' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '高考志愿卡' })).toBeInTheDocument();
  });

  it('asks a member whose card is paused by the filling season whether to upgrade first', async () => {
    setToken('tok');
    member = memberFactory({ vipBlockedByWindow: true, isOpenVip: 1, vipLevel: 1, vipEndTime: 1900000000 });
    renderWithApp(<VipDialog />);
    act(openVipDialog);
    expect(await screen.findByText(BLACKOUT_UPGRADE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'VIP会员中心' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(dialogStore.get().vip).toBe(false));

    act(openVipDialog);
    await waitFor(() => expect(screen.getAllByRole('button', { name: '去升级' }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: '去升级' }).at(-1) as HTMLElement);
    // antd names every dialog by the same id under test, so find the center by its test id here.
    expect(await screen.findByTestId('vip-center')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '高考志愿卡' })).toBeInTheDocument();
    // The center repeats why the card is paused.
    expect(screen.getAllByText(BLACKOUT_UPGRADE_TEXT).length).toBeGreaterThan(0);
  });
});
