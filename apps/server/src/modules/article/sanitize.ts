import sanitizeHtml from 'sanitize-html';

/** Tags and attributes an article or guide section may keep; scripts, styles and handlers are dropped. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text as stored and served: sanitised once on the way in (seed or import). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** How many served rich texts are remembered: the site has tens of articles and guide sections. */
const SERVED_KEPT = 256;
const served = new Map<string, string>();

/**
 * Rich text on its way out (article detail, 使用指南), sanitised again: what is stored was
 * sanitised on the way in, but a row written any other way (a script, an old version, a restore)
 * must not reach a page as markup that runs. The same input always gives the same output, so the
 * answer is remembered by its input.
 */
export function servedRichText(html: string): string {
  const known = served.get(html);
  if (known !== undefined) {
    return known;
  }
  const clean = sanitizeRichText(html);
  served.set(html, clean);
  if (served.size > SERVED_KEPT) {
    const oldest = served.keys().next().value;
    if (oldest !== undefined) {
      served.delete(oldest);
    }
  }
  return clean;
}
