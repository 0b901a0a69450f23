/**
 * The one check for an address the page puts in a link or an image: an http(s) address of another
 * site, or a path of this one. Anything else (javascript:, data:, vbscript:, `//host`, `/\host`) is
 * not a link at all. The server refuses such addresses when they are saved; this keeps a row written
 * any other way from reaching an href.
 */
export function httpUrl(url: string | null | undefined): string | null {
  return typeof url === 'string' && /^https?:\/\/[^/\\\s]/i.test(url.trim()) ? url.trim() : null;
}

/** An in-site path (/news, /school?id=1), never another site's `//host` or `/\host`. */
export function sitePath(url: string | null | undefined): string | null {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : null;
}
