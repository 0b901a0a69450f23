import { SearchOutlined } from '@ant-design/icons';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from './providers';

/** The base CSS @ant-design/icons writes itself (its own `.anticon` rules, as it spells them). */
const iconsOwnStyle = () =>
  Array.from(document.head.querySelectorAll('style')).filter((style) => style.textContent?.includes('.anticon {'));

afterEach(() => iconsOwnStyle().forEach((style) => style.remove()));

describe('Providers', () => {
  it("leaves the icons' base CSS to antd, which registers the same rules", async () => {
    render(<SearchOutlined aria-label="搜索" />);
    expect(await screen.findByRole('img', { name: '搜索' })).toBeInTheDocument();
    expect(iconsOwnStyle()).toHaveLength(1);
    iconsOwnStyle().forEach((style) => style.remove());

    render(
      <Providers>
        <SearchOutlined aria-label="找" />
      </Providers>,
    );
    expect(await screen.findByRole('img', { name: '找' })).toBeInTheDocument();
    expect(iconsOwnStyle()).toHaveLength(0);
    const antdRules = Array.from(document.head.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('');
    expect(antdRules).toMatch(/\.anticon\{display:inline-flex/);
    expect(antdRules).toMatch(/\.anticon-spin\{animation-name:/);
  });
});
