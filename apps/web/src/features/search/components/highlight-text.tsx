import { highlightParts } from '../highlight';

interface HighlightTextProps {
  text: string;
  keyword: string;
}

/** The text with the keyword marked; React escapes every part, so neither may inject markup. */
export function HighlightText({ text, keyword }: HighlightTextProps) {
  return (
    <>
      {highlightParts(text, keyword).map((part, index) =>
        part.marked ? (
          <mark key={index} className="yzy-highlight">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
