/**
 * The styles of a tooltip that holds a paragraph (a probability's explanation, a target's rule): as
 * wide as asked on a desktop, never wider than a phone's screen less a margin, so no text is cut off
 * at the edge.
 */
export function longTooltip(width: number) {
  return { root: { maxWidth: `min(${width}px, calc(100vw - 16px))` } };
}
