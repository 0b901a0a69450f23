import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { canUseFeature } from '@yzy/shared/rules';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { demoCards } from '../vip-test-data';
import { VipCompare } from './vip-compare';

let server: MockServer;
afterEach(() => server.restore());

describe('VIP compare table', () => {
  it('says what the server does: a free member exports the table without probabilities, analysis is VIP-only', async () => {
    server = mockServer(() => envelope(200, demoCards()));
    renderWithApp(<VipCompare />);
    const exportRow = (await screen.findByText('志愿表导出 Excel')).closest('tr');
    expect(exportRow).not.toBeNull();
    expect(canUseFeature('export', false)).toBe(true);
    expect(within(exportRow as HTMLElement).getByText('可导出（不含录取概率）')).toBeInTheDocument();
    expect(within(exportRow as HTMLElement).queryByLabelText('不含')).toBeNull();
    const analysisRow = screen.getByText('志愿表分析').closest('tr') as HTMLElement;
    expect(within(analysisRow).getAllByLabelText('不含')).toHaveLength(1);
  });
});
