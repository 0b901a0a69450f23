import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearHttpCache } from '../../../lib/http-cache';
import { memberFactory } from '../../../test/member-factory';
import type { MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { choose, savedProfile, serveScoreCalls } from '../test-server';
import { ScoreForm } from './score-form';

// antd's first render is slow on a busy two-core machine.
const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('../../../lib/browser', () => browser);

let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  clearHttpCache();
  vi.clearAllMocks();
});

const subject = (name: string) => screen.getByRole('button', { name });
const pressed = (group: 'first' | 'second') =>
  within(screen.getByTestId(`score-subjects-${group}`))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

async function renderNew(province: string) {
  server = serveScoreCalls();
  renderWithApp(<ScoreForm member={memberFactory()} />);
  await choose('高考地区', province);
  await screen.findByTestId('score-subjects-first');
}

describe('完善高考成绩 subject widget', () => {
  it('3+1+2 (江苏): one 首选 that replaces, two 再选 and a third ignored', async () => {
    await renderNew('江苏');
    expect(screen.getByText('首选科目')).toBeInTheDocument();
    fireEvent.click(subject('物理'));
    fireEvent.click(subject('历史'));
    expect(pressed('first')).toEqual(['历史']);
    ['化学', '生物', '地理'].forEach((s) => fireEvent.click(subject(s)));
    expect(pressed('second')).toEqual(['化学', '生物']);
    fireEvent.click(subject('化学'));
    expect(pressed('second')).toEqual(['生物']);
  });

  it('3+3 (浙江): three of seven with 技术, a fourth ignored', async () => {
    await renderNew('浙江');
    expect(screen.getByText('选考科目')).toBeInTheDocument();
    expect(screen.queryByTestId('score-subjects-second')).toBeNull();
    ['物理', '技术', '地理', '历史'].forEach((s) => fireEvent.click(subject(s)));
    expect(pressed('first')).toEqual(['物理', '地理', '技术']);
  });

  it('文理 (新疆): a single pick that replaces', async () => {
    await renderNew('新疆');
    expect(screen.getByText('文理科')).toBeInTheDocument();
    fireEvent.click(subject('文科'));
    fireEvent.click(subject('理科'));
    expect(pressed('first')).toEqual(['理科']);
  });
});

describe('完善高考成绩 fields and limits', () => {
  it('answers 当前类暂不可选 for a category without a score config and keeps it unselected', async () => {
    await renderNew('江苏');
    await choose('统考科类', '书法类');
    expect(await screen.findByText('当前类暂不可选', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(screen.getByTestId('score-category')).toHaveTextContent('请选择统考科类');
  });

  it('shows the full scores of the chosen category and refuses a score above them', async () => {
    await renderNew('江苏');
    await choose('统考科类', '美术与设计类');
    expect(screen.getByRole('spinbutton', { name: '高考成绩' })).toHaveAttribute('placeholder', expect.stringContaining('满分750分'));
    expect(screen.getByRole('spinbutton', { name: '统考成绩' })).toHaveAttribute('placeholder', expect.stringContaining('满分300分'));
    fireEvent.click(subject('物理'));
    fireEvent.click(subject('化学'));
    fireEvent.click(subject('生物'));
    fireEvent.change(screen.getByRole('spinbutton', { name: '高考成绩' }), { target: { value: '751' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '统考成绩' }), { target: { value: '260' } });
    fireEvent.click(screen.getByTestId('score-submit'));
    expect(await screen.findByText('高考成绩不能超过750分')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: '高考成绩' }), { target: { value: '520' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '外语成绩' }), { target: { value: '151' } });
    fireEvent.click(screen.getByTestId('score-submit'));
    expect(await screen.findByText('外语成绩应在0到150分之间')).toBeInTheDocument();
    expect(server?.calls.some((c) => c.url === '/api/v1/createMemberNemtInfo')).toBe(false);
  });

  it('asks for incomplete subjects first, and for the ranking where the province requires it', async () => {
    await renderNew('北京');
    await choose('统考科类', '美术与设计类');
    await waitFor(() => expect(screen.getByText('本省须填写高考位次（省排名）')).toBeInTheDocument());
    fireEvent.click(screen.getByTestId('score-submit'));
    expect(await screen.findByText('请选择3门选考科目')).toBeInTheDocument();
    ['物理', '化学', '生物'].forEach((s) => fireEvent.click(subject(s)));
    fireEvent.change(screen.getByRole('spinbutton', { name: '高考成绩' }), { target: { value: '520' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '统考成绩' }), { target: { value: '260' } });
    fireEvent.click(screen.getByTestId('score-submit'));
    expect(await screen.findByText('请输入位次')).toBeInTheDocument();
  });

  it('opens prefilled from the saved profile, subjects included', async () => {
    server = serveScoreCalls();
    renderWithApp(<ScoreForm member={memberFactory({ memberNemtInfo: savedProfile({ chineseScore: 118 }) })} />);
    await waitFor(() => expect(screen.getByTestId('score-province')).toHaveTextContent('江苏'));
    await waitFor(() => expect(screen.getByTestId('score-category')).toHaveTextContent('美术与设计类'));
    expect(screen.getByRole('spinbutton', { name: '高考成绩' })).toHaveValue('520');
    expect(screen.getByRole('spinbutton', { name: '语文成绩' })).toHaveValue('118');
    await screen.findByTestId('score-subjects-second');
    expect(pressed('first')).toEqual(['物理']);
    expect(pressed('second')).toEqual(['化学', '生物']);
  });
});
