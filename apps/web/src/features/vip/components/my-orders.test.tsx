import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VipOrderItem } from '@yzy/shared/contracts';
import { setToken } from '../../../lib/token';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { MyOrders } from './my-orders';

let server: MockServer;
let orders: VipOrderItem[];

const order = (overrides: Partial<VipOrderItem>): VipOrderItem => ({
  orderId: 'YZY20261122141530123456',
  vipCardId: 2,
  vipCardName: '高考志愿卡',
  vipLevel: 3,
  payAmount: 398.5,
  payType: 11,
  status: 'SUCCESS',
  createdAt: 1795000000,
  paidAt: 1795000100,
  expireAt: 1795001800,
  ...overrides,
});

beforeEach(() => {
  setToken('tok');
  orders = [];
  server = mockServer(() => envelope(200, { content: orders, total: orders.length, page: 1, size: 10 }));
});

afterEach(() => server.restore());

describe('MyOrders', () => {
  it('lists order number, card, amount, status and times', async () => {
    orders = [
      order({}),
      order({ orderId: 'YZY2', status: 'NOTPAY', paidAt: null }),
      order({ orderId: 'YZY3', status: 'CLOSED', paidAt: null, vipCardName: 'VIP志愿卡', payAmount: 198 }),
    ];
    renderWithApp(<MyOrders />);
    const paidRow = (await screen.findByText('YZY20261122141530123456')).closest('tr') as HTMLElement;
    expect(within(paidRow).getByText('高考志愿卡')).toBeInTheDocument();
    expect(within(paidRow).getByText('¥398.50')).toBeInTheDocument();
    expect(within(paidRow).getByText('已支付')).toBeInTheDocument();
    expect(within(paidRow).getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toHaveLength(2);
    expect(within(screen.getByText('YZY2').closest('tr') as HTMLElement).getByText('待支付')).toBeInTheDocument();
    const closedRow = screen.getByText('YZY3').closest('tr') as HTMLElement;
    expect(within(closedRow).getByText('已关闭')).toBeInTheDocument();
    expect(within(closedRow).getByText('¥198.00')).toBeInTheDocument();
    expect(server.calls[0].params).toEqual({ page: 1, size: 10 });
  });

  it('offers 开通VIP when there are no orders', async () => {
    renderWithApp(<MyOrders />);
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /开通VIP/ })).toBeInTheDocument();
  });
});
