/**
 * How a dropdown opens: by hover where the primary pointer can hover (a mouse: the product's
 * desktop behaviour), by tap where it cannot (phones, tablets), since a touch screen has no
 * hover to open it with (docs/responsive.md).
 */
export function dropdownTrigger(): ('hover' | 'click')[] {
  const noHover = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;
  return noHover ? ['click'] : ['hover'];
}
