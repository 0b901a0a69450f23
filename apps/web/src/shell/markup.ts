/**
 * The static app shell written into index.html at build time (vite-plugin.ts): the site header as
 * React draws it for a visitor, an empty page area, and one <template> per landing page holding its
 * first screen (首页's hero, the heads of 找大学 and 艺考资讯, 艺考资讯's list card). boot.ts picks the template. Words and
 * tabs come from the same modules the React pages use; the look from the same class names, plus
 * styles/shell.css for what antd would otherwise style at run time.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CrownOutlined, EyeOutlined, MenuOutlined, MobileOutlined, SearchOutlined } from '@ant-design/icons';
import { routeTable, topTabs } from '../app/route-table';
import { HOME_HERO, NEWS_FIRST_CALL, NEWS_LIST_HEAD, SCHOOL_LIST_HEAD } from '../shared/first-screen';

const icon = (Icon: ComponentType<{ className?: string }>, className?: string) => renderToStaticMarkup(createElement(Icon, { className }));

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function header(): string {
  const tabs = topTabs.map((tab) => `<a class="yzy-tab" href="${tab.path}">${escape(tab.label)}</a>`).join('');
  return (
    `<header class="yzy-header"><div class="yzy-container yzy-header-top">` +
    `<button type="button" class="yzy-nav-toggle" aria-label="打开导航" disabled>${icon(MenuOutlined)}</button>` +
    `<a class="yzy-brand" aria-label="艺志愿首页" href="/"><span class="yzy-brand-mark">艺</span><span class="yzy-brand-name">艺志愿</span></a>` +
    `<div class="yzy-search"><span class="yzy-search-box">${icon(SearchOutlined, 'yzy-search-icon')}` +
    `<input type="search" placeholder="找大学/查专业/搜资讯" aria-label="全站搜索" readonly tabindex="-1"></span></div>` +
    `<div class="yzy-header-actions">` +
    `<div class="yzy-download"><span class="yzy-header-link">${icon(MobileOutlined)} 下载APP</span></div>` +
    `<span class="yzy-shell-btn yzy-shell-visitor yzy-vip-button">${icon(CrownOutlined)}<span>开通VIP</span></span>` +
    `<span class="yzy-shell-btn yzy-shell-btn-primary yzy-shell-visitor">登录/注册</span>` +
    `</div></div>` +
    `<div class="yzy-header-nav"><div class="yzy-container"><nav class="yzy-tabs" aria-label="主导航">${tabs}</nav></div></div>` +
    `</header>`
  );
}

function pageHead(head: { title: string; description: string }, content = ''): string {
  return (
    `<div class="yzy-container yzy-page"><header class="yzy-page-head"><div>` +
    // The same classes as components/page-frame.tsx, whose style sheet (styles/base.css) the shell has.
    `<h2 class="yzy-page-title">${escape(head.title)}</h2>` +
    `<div class="yzy-page-lead yzy-text-secondary">${escape(head.description)}</div>` +
    `</div></header>${content}</div>`
  );
}

function hero(): string {
  return (
    `<section class="yzy-hero" aria-label="艺志愿"><div class="yzy-container"><div class="yzy-hero-text">` +
    `<h1 class="yzy-hero-title">${escape(HOME_HERO.title)}</h1>` +
    `<p class="yzy-hero-lead">${escape(HOME_HERO.lead)}</p>` +
    `<div class="yzy-hero-actions">` +
    `<a href="${HOME_HERO.primary.to}" class="yzy-shell-btn yzy-shell-btn-lg yzy-shell-btn-light">${escape(HOME_HERO.primary.label)}</a>` +
    `<a href="${HOME_HERO.secondary.to}" class="yzy-shell-btn yzy-shell-btn-lg yzy-shell-btn-ghost">${escape(HOME_HERO.secondary.label)}</a>` +
    `</div></div></div></section>`
  );
}

/**
 * 艺考资讯's list card as the page draws it: the bar of category tabs with its first tab only (the
 * categories live in @yzy/shared, which the build's config cannot load), then an empty list that
 * first-rows.ts fills from the first page of articles (the page's largest paint, docs/performance.md).
 */
function newsCard(): string {
  return `<div class="yzy-shell-card"><div class="yzy-shell-tabs"><span>全部</span></div><div class="yzy-shell-rows"></div></div>`;
}

/** One article of 艺考资讯 with empty fields, as ArticleRow lays it out; first-rows.ts fills a copy per article. */
function articleRow(): string {
  // first-rows.ts appends the article's id to the link; an article opens in a new tab (lib/navigation.ts's routeTarget).
  return (
    `<article class="yzy-shell-row"><a class="yzy-shell-row-title" href="${routeTable.newsDetail.path}?id=" target="_blank" rel="noopener" data-field="title"></a>` +
    `<div class="yzy-shell-secondary yzy-shell-row-summary" data-field="summary"></div>` +
    `<div class="yzy-shell-secondary yzy-shell-row-meta"><span class="yzy-shell-tag" data-field="category"></span>` +
    `<span data-field="province"></span><span data-field="date"></span><span>${icon(EyeOutlined)} <span data-field="views"></span></span>` +
    `<span>来源：<span data-field="source"></span></span></div></article>`
  );
}

/** What goes inside <div id="root">: replaced by React's first commit. */
export function shellMarkup(): string {
  const grey = Object.values(routeTable)
    .filter((meta) => 'grey' in meta && meta.grey)
    .map((meta) => meta.path)
    .join(' ');
  return `<div class="yzy-shell yzy-site" data-grey="${grey}">${header()}<main class="yzy-main"></main></div>`;
}

/** The chunks a landing page adds to the app's (vite-plugin.ts), for boot.ts. */
export interface LandingChunks {
  /** Its chunk and everything it imports, less what the entry already loads. */
  preload: readonly string[];
  /** Those of them that do not import the entry's chunk, in the order boot.ts evaluates them before the entry. */
  evaluate: readonly string[];
}

/**
 * The first screens boot.ts may put into the shell, keyed by path; `data-rows` names the call whose
 * answer first-rows.ts (at `rowsScript`) draws into the screen (the page's own first call, without
 * filters); `data-preload` the page's chunks that the app's own scripts do not already load, and
 * `data-evaluate` those boot.ts runs before the entry.
 */
export function firstScreenTemplates(rowsScript: string, chunks: Record<string, LandingChunks> = {}): string {
  const screens: Record<string, string> = {
    '/': hero(),
    [routeTable.schoolList.path]: pageHead(SCHOOL_LIST_HEAD),
    [routeTable.newsList.path]: pageHead(NEWS_LIST_HEAD, newsCard()),
  };
  const rows: Record<string, string> = { [routeTable.newsList.path]: NEWS_FIRST_CALL.replaceAll('&', '&amp;') };
  return (
    Object.entries(screens)
      .map(
        ([path, html]) =>
          `<template data-first-screen="${path}"${path in rows ? ` data-rows="${rows[path]}" data-rows-script="${rowsScript}"` : ''}` +
          `${chunks[path]?.preload.length ? ` data-preload="${chunks[path].preload.join(' ')}"` : ''}` +
          `${chunks[path]?.evaluate.length ? ` data-evaluate="${chunks[path].evaluate.join(' ')}"` : ''}>${html}</template>`,
      )
      .join('') + `<template data-first-row>${articleRow()}</template>`
  );
}
