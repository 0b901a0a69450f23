import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { routeTable } from '../app/route-table';
import { antdStyleSheet } from './antd-style-sheet';
import { ANTD_STYLES_ID } from './antd-styles';
import { firstScreenTemplates, shellMarkup } from './markup';

/** The module id of the shell's script; vite.config.ts gives it a chunk of its own. */
export const SHELL_BOOT = /\/src\/shell\/boot\.ts$/;
/** 艺考资讯's rows in the shell: a chunk of its own that boot.ts loads by the address index.html names. */
const FIRST_ROWS = /\/src\/shell\/first-rows\.ts$/;
/** The page module of each first screen (markup.ts), whose chunks boot.ts starts with the app's. */
const LANDING_PAGES: Record<string, string> = {
  '/': 'home-page',
  [routeTable.schoolList.path]: 'school-list-page',
  [routeTable.newsList.path]: 'news-list-page',
};

/**
 * Per landing page, the addresses of its chunk and of everything that chunk imports, less what the
 * entry already loads. Without them the page's chunks were asked for only once the app had started,
 * each by a tag added in one long task (docs/performance.md, "Start-up in steps").
 */
function landingChunks(bundle: Rolldown.OutputBundle, entryFiles: ReadonlySet<string>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return Object.fromEntries(
    Object.entries(LANDING_PAGES).map(([path, page]) => {
      const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${page}.tsx`));
      if (!root) {
        throw new Error(`app shell: no chunk for src/app/routes/${page}.tsx (the page of ${path})`);
      }
      const files = new Set<string>();
      const visit = (chunk: Rolldown.OutputChunk) => {
        if (files.has(chunk.fileName) || entryFiles.has(chunk.fileName)) {
          return;
        }
        files.add(chunk.fileName);
        chunk.imports.forEach((file) => byFile.has(file) && visit(byFile.get(file) as Rolldown.OutputChunk));
      };
      visit(root);
      return [path, [...files].map((file) => `/${file}`)];
    }),
  );
}

/** antd's prebuilt component styles (antd-style-sheet.ts); boot.ts starts them with the app's scripts. */
const ANTD_STYLES = 'antd-styles.css';

/**
 * Writes the static app shell (markup.ts) into index.html and turns the modulepreload Vite writes
 * for boot.ts's chunk into an async module script, so it runs as soon as it arrives instead of after
 * the whole entry has loaded; the entry and its other modulepreloads move into a template that
 * boot.ts starts after the first paint. The entry still imports boot.ts, so it stays in the entry's
 * chunk set and runs once (docs/performance.md, "App shell").
 */
export function appShell(): Plugin {
  return {
    name: 'yzy-app-shell',
    apply: 'build',
    buildStart() {
      // Nothing imports it: boot.ts takes its address from index.html, so no loader helper goes into boot.ts's chunk.
      this.emitFile({ type: 'chunk', id: fileURLToPath(new URL('./first-rows.ts', import.meta.url)), preserveSignature: 'strict' });
      this.emitFile({ type: 'asset', name: ANTD_STYLES, source: antdStyleSheet() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => SHELL_BOOT.test(id)),
        );
        const rows = Object.values(ctx.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => FIRST_ROWS.test(id)),
        );
        const antdStyles = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes(ANTD_STYLES));
        if (!boot || !rows || !antdStyles) {
          throw new Error(
            'app shell: no chunk for src/shell/boot.ts or first-rows.ts (see codeSplitting in vite.config.ts), or no antd style sheet',
          );
        }
        const preload = `<link rel="modulepreload" crossorigin href="/${boot.fileName}">`;
        if (!html.includes(preload)) {
          throw new Error(`app shell: index.html has no modulepreload for ${boot.fileName}`);
        }
        // The entry and its modulepreloads wait in a template until boot.ts has let the shell paint,
        // and so does antd's sheet, which only React's first render needs.
        // The empty <style> after the sheet is where antd queues the styles it still generates at run
        // time (it looks for its own <style> elements of this order and priority, antd-styles.ts).
        const appScripts = [
          `<link rel="stylesheet" id="${ANTD_STYLES_ID}" href="/${antdStyles.fileName}">`,
          '<style data-rc-order="prependQueue" data-rc-priority="-999"></style>',
        ];
        const entryFiles = new Set<string>();
        const rest = html
          .replace(preload, `<script type="module" async crossorigin src="/${boot.fileName}"></script>`)
          .replace(
            /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="[^"]+"(?:><\/script>|>)/g,
            (tag) => {
              appScripts.push(tag.trim());
              const file = /="\/([^"]+)"/.exec(tag)?.[1];
              if (file) {
                entryFiles.add(file);
              }
              return '';
            },
          );
        return rest.replace(
          '<div id="root"></div>',
          `<div id="root">${shellMarkup()}</div>${firstScreenTemplates(`/${rows.fileName}`, landingChunks(ctx.bundle ?? {}, entryFiles))}` +
            `<template id="yzy-app-scripts">${appScripts.join('')}</template>`,
        );
      },
    },
  };
}
