import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { henanFormula, henanProfile, NO_SCHOOLS, serveComputeCalls } from '../test-data';
import { ComputeView } from './compute-view';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

let server: MockServer;
afterEach(() => server.restore());

const location = () => screen.getByTestId('location').textContent;
const bodies = () =>
  server.calls.filter((c) => c.url === '/api/v1/compute/composite').map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
const input = (field: string) => screen.getByTestId(`compute-${field}`);

function renderAt(path: string, formula = henanFormula()) {
  server = serveComputeCalls(formula);
  renderWithApp(
    <>
      <ComputeView profile={henanProfile()} />
      <LocationProbe />
    </>,
    { path },
  );
}

describe('算综合分 page', () => {
  it("starts from the member's saved numbers and explains the answer", async () => {
    renderAt('/compute');
    expect(await screen.findByTestId('composite-value')).toHaveTextContent('527.50');
    expect(input('culture')).toHaveValue('480');
    expect(input('tests')).toHaveValue('230');
    expect(bodies()).toEqual([{ cultureScore: 480, testsScore: 230, chineseScore: null, englishScore: null, bonusScore: 0 }]);
    expect(screen.getByText('综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%')).toBeInTheDocument();
    expect(screen.getByTestId('composite-substituted')).toHaveTextContent('综合分 = 480 × 50% + 230 × (750/300) × 50% = 527.50');
    expect(screen.getByTestId('rank-value')).toHaveTextContent('约第 2,230 名（同分段位次 2,221–2,230）');
    expect(screen.getByText(/2027年一分一段表尚未公布，按2026年表估算（/)).toBeInTheDocument();
    expect(screen.getByTestId('school-composites')).toHaveTextContent(NO_SCHOOLS);
    expect(location()).toBe('');
  });

  it('recomputes when a number changes and keeps the numbers in the URL', async () => {
    renderAt('/compute');
    await screen.findByTestId('composite-value');
    fireEvent.change(input('culture'), { target: { value: '600' } });
    await waitFor(() => expect(screen.getByTestId('composite-value')).toHaveTextContent('587.50'));
    expect(bodies().at(-1)).toMatchObject({ cultureScore: 600, testsScore: 230 });
    expect(screen.getByTestId('rank-value')).toHaveTextContent('约第 1,630 名');
    await waitFor(() => expect(location()).toBe('?culture=600'));

    fireEvent.change(input('bonus'), { target: { value: '10' } });
    await waitFor(() => expect(screen.getByTestId('composite-value')).toHaveTextContent('592.50'));
    await waitFor(() => expect(location()).toBe('?culture=600&bonus=10'));

    fireEvent.click(screen.getByRole('button', { name: '恢复我保存的成绩' }));
    await waitFor(() => expect(location()).toBe(''));
    expect(screen.getByTestId('composite-value')).toHaveTextContent('527.50');
  });

  it('checks the numbers with the shared rules before sending them', async () => {
    renderAt('/compute');
    await screen.findByTestId('composite-value');
    fireEvent.change(input('culture'), { target: { value: '800' } });
    expect(await screen.findByText('高考成绩不能超过750分')).toBeInTheDocument();
    expect(input('culture').closest('.ant-input-number')).toHaveClass('ant-input-number-status-error');
    fireEvent.change(input('culture'), { target: { value: '500' } });
    fireEvent.change(input('chinese'), { target: { value: '151' } });
    expect(await screen.findByText('语文成绩不能超过150分')).toBeInTheDocument();
    fireEvent.change(input('tests'), { target: { value: '-1' } });
    expect(await screen.findByText('统考成绩不能为负数')).toBeInTheDocument();
    // Numbers with a problem never start the settle timer (use-settled.test.ts proves it with fake
    // timers). Here: once the numbers are fixed, the next request is the fixed one, and nothing
    // with a problem went out before it.
    expect(location()).toBe('');
    fireEvent.change(input('tests'), { target: { value: '230' } });
    fireEvent.change(input('chinese'), { target: { value: '' } });
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toEqual({ cultureScore: 500, testsScore: 230, chineseScore: null, englishScore: null, bonusScore: 0 });
    await waitFor(() => expect(screen.getByTestId('composite-value')).toHaveTextContent('537.50'));
  });

  it('asks for 政策加分 only where the formula counts it, and restores the numbers from the URL', async () => {
    renderAt('/compute?culture=600&tests=250', henanFormula(false));
    expect(await screen.findByTestId('composite-value')).toHaveTextContent('612.50');
    expect(input('culture')).toHaveValue('600');
    expect(screen.queryByTestId('compute-bonus')).toBeNull();
    expect(bodies()).toEqual([{ cultureScore: 600, testsScore: 250, chineseScore: null, englishScore: null }]);
  });
});
