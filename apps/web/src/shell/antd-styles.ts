/**
 * antd's prebuilt component styles (antd-style-sheet.ts). boot.ts puts the sheet first in <head>,
 * ahead of the app's own styles where antd puts the styles it generates (so the app's overrides
 * still win), once the shell has painted: the browser parses it in a task of its own. antd reads the
 * sheet's record of what it holds when the first component renders, so React must not draw before
 * the sheet has loaded, or every style would be generated again.
 * The styles antd still generates (the theme's variables, the components the sheet leaves out) go
 * after the sheet, where they would be had antd generated the sheet's styles too: antd puts them
 * after its last <style> of their priority, and an empty one follows the sheet for that.
 */

/** The id of the sheet's link in index.html (vite-plugin.ts writes it). */
export const ANTD_STYLES_ID = 'yzy-antd-styles';

/** Resolves once the sheet applies, and at once where there is none (the dev server). A sheet that fails leaves antd generating its styles, as it always could. */
export function antdStylesLoaded(): Promise<void> {
  const link = document.getElementById(ANTD_STYLES_ID) as HTMLLinkElement | null;
  if (!link || link.sheet) {
    return Promise.resolve();
  }
  return new Promise<void>((done) => {
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
  });
}
