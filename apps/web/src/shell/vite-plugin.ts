import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { routeTable } from '../app/route-table';
import { antdStyleSheet } from './antd-style-sheet';
import { ANTD_STYLES_ID } from './antd-styles';
import { firstScreenTemplates, shellMarkup, type LandingChunks } from './markup';

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

type ChunksByFile = ReadonlyMap<string, Rolldown.OutputChunk>;

const chunksByFile = (bundle: Rolldown.OutputBundle): ChunksByFile =>
  new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/**
 * The chunks `roots` import, and the roots, each after every chunk it imports (depth first), less
 * `skip`: the order in which boot.ts can evaluate them one per task, each finding its imports run
 * (docs/performance.md, "The entry evaluated a chunk per task").
 */
function importsFirst(byFile: ChunksByFile, roots: readonly string[], skip: ReadonlySet<string>): string[] {
  const order: string[] = [];
  const seen = new Set(skip);
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (seen.has(file) || !chunk) {
      return;
    }
    seen.add(file);
    chunk.imports.forEach(visit);
    order.push(file);
  };
  roots.forEach(visit);
  return order;
}

/**
 * Per landing page, what boot.ts starts beside the app's scripts. Without the preloads the page's
 * chunks were asked for only once the app had started, each by a tag added in one long task
 * (docs/performance.md, "Start-up in steps"). Evaluating those that can run before the entry
 * takes them (zod's schemas, for one) out of the one task that loads the page.
 */
function landingChunks(byFile: ChunksByFile, entryFile: string, entryFiles: ReadonlySet<string>): Record<string, LandingChunks> {
  const reachesEntry = new Map<string, boolean>();
  const reaches = (file: string): boolean => {
    if (!reachesEntry.has(file)) {
      reachesEntry.set(file, false);
      reachesEntry.set(file, file === entryFile || (byFile.get(file)?.imports ?? []).some(reaches));
    }
    return reachesEntry.get(file) as boolean;
  };
  return Object.fromEntries(
    Object.entries(LANDING_PAGES).map(([path, page]) => {
      const root = [...byFile.values()].find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${page}.tsx`));
      if (!root) {
        throw new Error(`app shell: no chunk for src/app/routes/${page}.tsx (the page of ${path})`);
      }
      const files = importsFirst(byFile, [root.fileName], entryFiles);
      const chunks: LandingChunks = {
        // The page's own chunk first: its loader waits for it before anything else.
        preload: [...files].reverse().map((file) => `/${file}`),
        evaluate: files.filter((file) => !reaches(file)).map((file) => `/${file}`),
      };
      return [path, chunks];
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
        const sheets = [
          `<link rel="stylesheet" id="${ANTD_STYLES_ID}" href="/${antdStyles.fileName}">`,
          '<style data-rc-order="prependQueue" data-rc-priority="-999"></style>',
        ];
        let entryFile: string | undefined;
        const entryFiles = new Set<string>();
        const rest = html
          .replace(preload, `<script type="module" async crossorigin src="/${boot.fileName}"></script>`)
          .replace(
            /\s*<(script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="\/([^"]+)"(?:><\/script>|>)/g,
            (_, tag: string, file: string) => {
              entryFiles.add(file);
              entryFile = tag.startsWith('script') ? file : entryFile;
              return '';
            },
          );
        if (!entryFile) {
          throw new Error('app shell: index.html has no entry script');
        }
        // The entry's modulepreloads go in evaluation order, after the entry's own script (boot.ts);
        // boot.ts's chunk has run long before, from its own script.
        const byFile = chunksByFile(ctx.bundle ?? {});
        const order = importsFirst(byFile, byFile.get(entryFile)?.imports ?? [], new Set([entryFile, boot.fileName]));
        if (order.length !== entryFiles.size - 1 || order.some((file) => !entryFiles.has(file))) {
          throw new Error(`app shell: the entry's chunks (${order.length}) differ from index.html's modulepreloads`);
        }
        const appScripts = [
          ...sheets,
          `<script type="module" crossorigin src="/${entryFile}"></script>`,
          ...order.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        return rest.replace(
          '<div id="root"></div>',
          `<div id="root">${shellMarkup()}</div>${firstScreenTemplates(`/${rows.fileName}`, landingChunks(byFile, entryFile, entryFiles))}` +
            `<template id="yzy-app-scripts">${appScripts.join('')}</template>`,
        );
      },
    },
  };
}
