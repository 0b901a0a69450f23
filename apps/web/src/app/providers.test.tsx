import { SearchOutlined } from '@ant-design/icons';
import { act, cleanup, render, screen } from '@testing-library/react';
import getDesignToken from 'antd/es/theme/getDesignToken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, warmUpTheme } from './providers';
import { theme, touchTheme } from './theme';

vi.mock('antd/es/theme/getDesignToken', async (original) => {
  const actual = await original<{ default: typeof getDesignToken }>();
  return { default: vi.fn(actual.default) };
});

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

describe('the theme in its own slice', () => {
  /** Renders `ui` inside act, letting a few tasks pass, and says whether `Probe` first rendered after a task had ended. */
  async function probeRendersAfterATask(ui: (probe: React.ReactNode) => React.ReactNode): Promise<boolean> {
    let aTaskEnded = false;
    let sawATaskEnd: boolean | undefined;
    const Probe = () => {
      sawATaskEnd ??= aTaskEnded;
      return <span>第一屏</span>;
    };
    setTimeout(() => (aTaskEnded = true));
    await act(async () => {
      render(ui(<Probe />));
    });
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.getByText('第一屏')).toBeInTheDocument();
    return sawATaskEnd === true;
  }

  it("draws the app's first render a task later, so antd's theme starts a slice of its own", async () => {
    expect(await probeRendersAfterATask((probe) => <Providers>{probe}</Providers>)).toBe(false);
    cleanup();
    expect(await probeRendersAfterATask((probe) => <Providers themeInItsOwnSlice>{probe}</Providers>)).toBe(true);
    cleanup();
    // The wait is made once per page load: a later render goes straight through.
    expect(await probeRendersAfterATask((probe) => <Providers themeInItsOwnSlice>{probe}</Providers>)).toBe(false);
  });
});

describe('warmUpTheme', () => {
  /** matchMedia answering `(min-width: 992px)` as a window `wide` or not would. */
  const windowWide = (wide: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...({} as MediaQueryList), media: query, matches: wide }));

  afterEach(() => vi.restoreAllMocks());

  it('derives the tokens of the theme the page will draw with: touch below 992 px, desktop above', () => {
    windowWide(false);
    warmUpTheme();
    expect(getDesignToken).toHaveBeenLastCalledWith(touchTheme);
    windowWide(true);
    warmUpTheme();
    expect(getDesignToken).toHaveBeenLastCalledWith(theme);
  });
});
