interface HighlightTextProps {
  text: string;
  keyword: string;
}

/** The text with every case-insensitive occurrence of the keyword marked. */
export function HighlightText({ text, keyword }: HighlightTextProps) {
  const needle = keyword.trim();
  if (!needle) {
    return <>{text}</>;
  }
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = text.split(new RegExp(`(${escaped})`, 'gi'));
  return (
    <>
      {parts.map((part, index) =>
        part.toLowerCase() === needle.toLowerCase() ? (
          <mark key={index} className="yzy-highlight">
            {part}
          </mark>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}
