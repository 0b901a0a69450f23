import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, dialogStore } from '../../../lib/dialogs';
import { setToken } from '../../../lib/token';
import { memberFactory } from '../../../test/member-factory';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { VipEntry } from './vip-entry';

let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  (['login', 'vip'] as const).forEach(closeDialog);
});

describe('VipEntry', () => {
  it('sends visitors who click 开通VIP to the login dialog', () => {
    renderWithApp(<VipEntry />);
    fireEvent.click(screen.getByRole('button', { name: /开通VIP/ }));
    expect(dialogStore.get()).toMatchObject({ login: true, vip: false });
  });

  it('opens the VIP dialog for a logged-in member who is not VIP', async () => {
    setToken('tok');
    server = mockServer(() => envelope(200, memberFactory()));
    renderWithApp(<VipEntry />);
    fireEvent.click(await screen.findByRole('button', { name: /开通VIP/ }));
    expect(dialogStore.get()).toMatchObject({ login: false, vip: true });
  });

  it.each([
    [2, '月卡VIP', 'yzy-vip-badge-2'],
    [3, '高考季VIP', 'yzy-vip-badge-3'],
    [5, '机构专家卡', 'yzy-vip-badge-expert'],
  ])('shows level %i as a badge with the card name', async (vipLevel, vipCardName, className) => {
    setToken('tok');
    server = mockServer(() => envelope(200, memberFactory({ vipLevel, effectiveVipLevel: vipLevel, vipCardName, isOpenVip: 1 })));
    renderWithApp(<VipEntry />);
    const badge = await screen.findByTestId('header-vip-badge');
    expect(badge).toHaveTextContent(vipCardName);
    expect(badge).toHaveClass(className);
  });

  it('reads VIP from the effective level: a trial member, whose vipLevel is forced to 1, gets the badge', async () => {
    setToken('tok');
    server = mockServer(() =>
      envelope(200, memberFactory({ vipLevel: 1, effectiveVipLevel: 2, isOpenVip: 0, isProbationPeriod: 1, vipCardName: '试用VIP' })),
    );
    renderWithApp(<VipEntry />);
    const badge = await screen.findByTestId('header-vip-badge');
    expect(badge).toHaveTextContent('试用VIP');
    expect(badge).toHaveClass('yzy-vip-badge-2');
  });
});
