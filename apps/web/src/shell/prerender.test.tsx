import { describe, expect, it } from 'vitest';
import { prerenderShell } from './prerender';

// Rendered as the build renders it (vite-plugin.ts runs it in Node).
const shell = prerenderShell();

describe('the app shell the build renders', () => {
  it('is the site header as React draws it for a visitor, around an empty page area', () => {
    expect(shell.frame).toMatch(/^<div class="[^"]*ant-app/);
    for (const text of ['艺志愿首页', '全站搜索', '下载APP', '开通VIP', '登录/注册', '主导航', '模拟填报', '使用指南']) {
      expect(shell.frame).toContain(text);
    }
    expect(shell.frame).toContain('data-testid="header-login"');
    expect(shell.frame).toContain('<main class="yzy-main"></main>');
  });

  it("holds the landing pages' first screens with their words", () => {
    expect(Object.keys(shell.screens)).toEqual(['/', '/school', '/news']);
    expect(shell.screens['/']).toContain('艺考志愿，一站规划');
    expect(shell.screens['/school']).toContain('<h2 class="yzy-page-title">找大学</h2>');
    expect(shell.screens['/news']).toContain('<h2 class="yzy-page-title">艺考资讯</h2>');
  });

  it('holds the heads of the pages a member works in, apart from the landing pages', () => {
    expect(Object.keys(shell.memberScreens)).toEqual(['/filling', '/volunteer']);
    expect(shell.memberScreens['/filling']).toContain('<h2 class="yzy-page-title">模拟填报</h2>');
    expect(shell.memberScreens['/filling']).toContain('按冲、稳、保分档并给出录取概率');
    expect(shell.memberScreens['/volunteer']).toContain('<h2 class="yzy-page-title">我的志愿</h2>');
  });

  it("draws 艺考资讯's list card waiting for its rows, and its row as ArticleRow draws it with a slot per field", () => {
    // boot.ts puts the first rows in place of the spinner.
    expect(shell.screens['/news']).toContain('yzy-news-spin');
    expect(shell.articleRow).toMatch(/^<article class="yzy-article-row"/);
    for (const slot of ['id', 'title', 'summary', 'category', 'province', 'date', 'views', 'source']) {
      expect(shell.articleRow).toContain(`{{${slot}}}`);
    }
    expect(shell.articleRow).toContain('href="/news/detail?id={{id}}"');
  });

  it("carries antd's styles for its buttons, and the touch theme's 44 px controls below 992 px under the shell's theme class", () => {
    // These fail when antd changes how it names its theme variables or the class it keeps them under.
    const themeClass = /class="[^"]*\b(css-var-[\w-]+)/.exec(shell.frame)?.[1];
    expect(themeClass).toBeTruthy();
    expect(shell.antdCss).toMatch(/\.ant-btn\{/);
    expect(shell.antdCss).toContain(`.${themeClass}{`);
    expect(shell.antdCss).toMatch(/--ant-control-height:32px/);
    const touch = shell.antdCss.slice(shell.antdCss.indexOf('@media (max-width: 991.98px){'));
    expect(touch).toContain(`.${themeClass}{`);
    expect(touch).toMatch(/--ant-control-height:44px/);
    expect(touch).toMatch(/--ant-control-height-lg:48px/);
  });
});
