import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { render, screen } from '@testing-library/react';
import { Button, Pagination } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from './list-pagination';
import { TextButton } from './text-button';

/**
 * The phases React commits `ui` in when it mounts. A second commit straight after the mount means a
 * layout effect set state: on a landing page that made React run every effect of the page inside
 * the first commit's task (docs/performance.md, "The first commit").
 */
function commitsOfMount(ui: React.ReactNode): string[] {
  const onRender = vi.fn<ProfilerOnRenderCallback>();
  render(
    <Profiler id="mount" onRender={onRender}>
      {ui}
    </Profiler>,
  );
  return onRender.mock.calls.map(([, phase]) => phase);
}

describe('the first screen commits once', () => {
  it("antd's Button without an icon updates in its first layout effect; TextButton does not", () => {
    expect(commitsOfMount(<Button>登录/注册</Button>)).toEqual(['mount', 'nested-update']);
    expect(commitsOfMount(<TextButton type="primary">登录/注册</TextButton>)).toEqual(['mount']);
  });

  it('TextButton is the same button, its stand-in icon hidden by its class', () => {
    const onClick = vi.fn();
    render(
      <TextButton type="primary" size="large" className="yzy-banner-action" onClick={onClick}>
        立即前往
      </TextButton>,
    );
    const button = screen.getByRole('button', { name: '立即前往' });
    expect(button).toHaveClass('ant-btn', 'ant-btn-primary', 'ant-btn-lg', 'yzy-text-button', 'yzy-banner-action');
    expect(button.querySelector(':scope > .ant-btn-icon')).not.toBeNull();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("antd's Pagination updates in its first layout effect unless told it is not responsive", () => {
    const props = { current: 2, pageSize: 20, total: 200, onChange: () => undefined };
    expect(commitsOfMount(<Pagination {...props} />)).toEqual(['mount', 'nested-update']);
    expect(commitsOfMount(<ListPagination className="yzy-pagination" {...props} />)).toEqual(['mount']);
    expect(screen.getAllByRole('listitem').find((item) => item.classList.contains('ant-pagination-item-active'))).toHaveTextContent('2');
  });
});
