/**
 * One DataSource per official publication, and the count of rows left out (with the reason).
 * Publishers are named as a member reads them: the exam authority of the province, the ministry,
 * or the university whose admission site published its own results.
 */
import type { DataSource } from '../format';
import { PROVINCES } from './names';

/** Reprint hosts: the figures are the authority's, the page is a copy; the publisher says so. */
const REPRINT_HOSTS: readonly [RegExp, string][] = [
  [/(^|\.)eol\.cn$/, '中国教育在线转载'],
  [/(^|\.)chsi\.com\.cn$/, '阳光高考平台发布'],
];

/** Private aggregators: a page there is not an official publication. */
export const THIRD_PARTY_HOSTS = /(^|\.)(dxsbb\.com|gk100\.com|sohu\.com|jdxzz\.com|gankaosheng\.com|hfplg\.com)$/;

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export function isHttpUrl(url: string): boolean {
  return /^https?:\/\/[^\s/]+\.[^\s]+$/.test(url) && hostOf(url) !== '';
}

/** The province authority, noting the reprint site when the official URL is a copy there. */
export function authorityPublisher(province: string, url: string): string {
  const authority = PROVINCES[province]?.authority ?? `${province}省级招生考试机构`;
  const host = hostOf(url);
  const reprint = REPRINT_HOSTS.find(([pattern]) => pattern.test(host));
  return reprint ? `${authority}（${reprint[1]}）` : authority;
}

export class Sources {
  private readonly byId = new Map<string, DataSource>();

  /** Registers a publication once; later calls with the same id keep the first entry. */
  add(source: DataSource): string {
    if (!this.byId.has(source.id)) {
      this.byId.set(source.id, source);
    }
    return source.id;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  rows(): DataSource[] {
    return [...this.byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}

/** Rows left out, by kind and reason, for the coverage report. */
export class Drops {
  readonly counts = new Map<string, number>();

  add(kind: string, reason: string, n = 1): void {
    const key = `${kind}: ${reason}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }

  entries(): [string, number][] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  }
}
