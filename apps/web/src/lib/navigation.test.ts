import { describe, expect, it } from 'vitest';
import { routeTarget } from './navigation';
import { hrefOf, loginHref, safeRedirect } from './paths';

describe('routeTarget', () => {
  it('opens named routes in a new tab by default', () => {
    expect(routeTarget('majorDetail', { id: 7 })).toEqual({ href: '/major/detail?id=7', newTab: true });
    expect(routeTarget('newsList')).toEqual({ href: '/news', newTab: true });
  });

  it('opens the school detail page in the same tab', () => {
    expect(routeTarget('schoolDetail', { id: 3 })).toEqual({ href: '/school/detail?id=3', newTab: false });
  });

  it('lets the caller override the tab choice', () => {
    expect(routeTarget('schoolDetail', { id: 3 }, true).newTab).toBe(true);
  });
});

describe('paths', () => {
  it('skips empty query values', () => {
    expect(hrefOf('/school', { keyword: '', page: 2, tag: undefined })).toBe('/school?page=2');
  });

  it('remembers where login was asked for', () => {
    expect(loginHref('/filling?tab=2')).toBe('/login?redirect=%2Ffilling%3Ftab%3D2');
    expect(loginHref('/')).toBe('/login');
  });

  it('only follows same-site redirects', () => {
    expect(safeRedirect('/range')).toBe('/range');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
