export interface HighlightPart {
  text: string;
  marked: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every case-insensitive occurrence of the keyword, as alternating plain and marked parts. */
function literalParts(text: string, needle: string): HighlightPart[] {
  return text
    .split(new RegExp(`(${escapeRegExp(needle)})`, 'gi'))
    .filter((part) => part !== '')
    .map((part) => ({ text: part, marked: part.toLowerCase() === needle.toLowerCase() }));
}

/**
 * The keyword's characters in order inside the text (美院 in 中央美术学院, 央美 in 中央美术学院),
 * for names the server matched by a common short name; null when they are not all there.
 */
function scatteredParts(text: string, needle: string): HighlightPart[] | null {
  const chars = [...needle.toLowerCase()];
  const parts: HighlightPart[] = [];
  let next = 0;
  for (const char of text) {
    const marked = next < chars.length && char.toLowerCase() === chars[next];
    if (marked) {
      next += 1;
    }
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) {
      last.text += char;
    } else {
      parts.push({ text: char, marked });
    }
  }
  return next === chars.length ? parts : null;
}

/** How to show `text` for a search `keyword`: the literal keyword marked, else its characters in order, else plain. */
export function highlightParts(text: string, keyword: string): HighlightPart[] {
  const needle = keyword.trim();
  if (!needle) {
    return [{ text, marked: false }];
  }
  if (text.toLowerCase().includes(needle.toLowerCase())) {
    return literalParts(text, needle);
  }
  // Single characters and Latin keywords (pinyin initials) would light up random letters.
  if ([...needle].length < 2 || /[a-z0-9]/i.test(needle)) {
    return [{ text, marked: false }];
  }
  return scatteredParts(text, needle) ?? [{ text, marked: false }];
}
