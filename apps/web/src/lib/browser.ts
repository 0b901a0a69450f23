/**
 * Whole-page effects (reload, hard navigation, new tabs) behind one module,
 * so components and the HTTP effects stay testable: tests mock this file.
 */
export function reloadPage(): void {
  window.location.reload();
}

export function goToUrl(url: string): void {
  window.location.assign(url);
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
