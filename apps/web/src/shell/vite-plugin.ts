import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { NEWS_LIST } from '../shared/first-screen';
import type { Shell } from './shell-parts';

/** The module id of the shell's script; vite.config.ts gives it a chunk of its own. */
export const SHELL_BOOT = /\/src\/shell\/boot\.ts$/;

/**
 * Renders the shell (prerender.tsx) in Node: a server build of that module with everything bundled
 * in, then imported. The same components and the same antd as the app, so the shell is the app's
 * own first screen, not a copy of it.
 */
async function prerender(root: string, define: Record<string, string> | undefined): Promise<Shell> {
  const outDir = join(root, 'node_modules/.cache/app-shell');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define,
    plugins: [react()],
    ssr: { noExternal: true },
    build: {
      ssr: fileURLToPath(new URL('./prerender.tsx', import.meta.url)),
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const module = (await import(`${pathToFileURL(join(outDir, 'prerender.mjs')).href}?at=${Date.now()}`)) as { prerenderShell(): Shell };
  return module.prerenderShell();
}

/** The style sheets of a chunk and of the chunks it imports. */
function cssOf(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') {
    return [];
  }
  seen.add(fileName);
  return [...(chunk.viteMetadata?.importedCss ?? []), ...chunk.imports.flatMap((file) => cssOf(bundle, file, seen))];
}

/**
 * Writes the app shell into index.html at build time: antd's styles for it, the site frame inside
 * `#root`, one `<template>` per landing page with its first screen, and boot.ts's chunk as an async
 * script that runs as soon as it arrives; the app's own scripts wait in a template for boot.ts to
 * start them once the shell has painted (docs/performance.md).
 */
export function appShell(): Plugin {
  let root = '';
  let define: Record<string, string> | undefined;
  return {
    name: 'yzy-app-shell',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      define = config.define as Record<string, string> | undefined;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => SHELL_BOOT.test(id)),
        );
        if (!boot) {
          throw new Error('app shell: no chunk for src/shell/boot.ts (see codeSplitting in vite.config.ts)');
        }
        const preload = `<link rel="modulepreload" crossorigin href="/${boot.fileName}">`;
        if (!html.includes(preload)) {
          throw new Error(`app shell: index.html has no modulepreload for ${boot.fileName}`);
        }
        const shell = await prerender(root, define);
        // 艺考资讯's screen names its first page's call, which boot.ts draws the first rows of (articleRow).
        const firstRows = { '/news': `${NEWS_LIST.url}?page=1&amp;size=${NEWS_LIST.pageSize}` } as Record<string, string>;
        const templates =
          Object.entries(shell.screens)
            .map(
              ([path, screen]) =>
                `<template data-first-screen="${path}"${firstRows[path] ? ` data-rows="${firstRows[path]}"` : ''}>${screen}</template>`,
            )
            .join('') +
          Object.entries(shell.memberScreens)
            .map(([path, screen]) => `<template data-first-screen="${path}" data-member>${screen}</template>`)
            .join('') +
          `<template data-article-row>${shell.articleRow}</template>`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)?.[0];
        if (!charset) {
          throw new Error('app shell: index.html has no <meta charset>');
        }
        // The entry and its modulepreloads wait in a template until boot.ts has let the shell paint:
        // otherwise the browser runs the app's scripts as they arrive, before the shell's first paint.
        const appScripts: string[] = [];
        const rest = html
          .replace(preload, `<script type="module" async crossorigin src="/${boot.fileName}"></script>`)
          .replace(
            /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="\/[^"]+"(?:><\/script>|>)/g,
            (tag) => {
              appScripts.push(tag.trim());
              return '';
            },
          );
        if (!appScripts.some((tag) => tag.startsWith('<script'))) {
          throw new Error('app shell: index.html has no entry script');
        }
        // 艺考资讯's own style sheet, for its list card and rows in the shell (1 kB gzip); the page's chunk
        // finds it already loaded.
        const newsPage = Object.values(ctx.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/app/routes/news-list-page.tsx'),
        );
        const newsCss =
          newsPage?.type === 'chunk' ? cssOf(ctx.bundle ?? {}, newsPage.fileName).filter((file) => /\/news-/.test(`/${file}`)) : [];
        if (newsCss.length === 0) {
          throw new Error("app shell: no style sheet for 艺考资讯's page chunk");
        }
        const pageSheets = newsCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
        // antd's styles right after the charset, before the app's own sheet, where antd puts the styles
        // it generates, so the app's overrides win in the shell as they do once React draws.
        return rest
          .replace(charset, `${charset}<style data-app-shell>${shell.antdCss}</style>`)
          .replace('</head>', `${pageSheets}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${shell.frame}</div>${templates}<template id="yzy-app-scripts">${appScripts.join('')}</template>`,
          );
      },
    },
  };
}
