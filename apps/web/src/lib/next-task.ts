/**
 * Ends the current task, so the browser can paint, answer a tap or take arriving data before the
 * next step. Start-up done in one go was one task long enough to block a slow phone for most of a
 * second (docs/performance.md, "Start-up in steps").
 */
export const nextTask = () => new Promise<void>((done) => setTimeout(done));
