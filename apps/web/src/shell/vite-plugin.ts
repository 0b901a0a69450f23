import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { firstScreenTemplates, shellMarkup } from './markup';

/** The module id of the shell's script; vite.config.ts gives it a chunk of its own. */
export const SHELL_BOOT = /\/src\/shell\/boot\.ts$/;
/** 艺考资讯's rows in the shell: a chunk of its own that boot.ts loads by the address index.html names. */
const FIRST_ROWS = /\/src\/shell\/first-rows\.ts$/;

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
        if (!boot || !rows) {
          throw new Error('app shell: no chunk for src/shell/boot.ts or first-rows.ts (see codeSplitting in vite.config.ts)');
        }
        const preload = `<link rel="modulepreload" crossorigin href="/${boot.fileName}">`;
        if (!html.includes(preload)) {
          throw new Error(`app shell: index.html has no modulepreload for ${boot.fileName}`);
        }
        // The entry and its modulepreloads wait in a template until boot.ts has let the shell paint.
        const appScripts: string[] = [];
        const rest = html
          .replace(preload, `<script type="module" async crossorigin src="/${boot.fileName}"></script>`)
          .replace(
            /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="[^"]+"(?:><\/script>|>)/g,
            (tag) => {
              appScripts.push(tag.trim());
              return '';
            },
          );
        return rest.replace(
          '<div id="root"></div>',
          `<div id="root">${shellMarkup()}</div>${firstScreenTemplates(`/${rows.fileName}`)}<template id="yzy-app-scripts">${appScripts.join('')}</template>`,
        );
      },
    },
  };
}
