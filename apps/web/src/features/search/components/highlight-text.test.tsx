import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightText } from './highlight-text';

function marksOf(text: string, keyword: string) {
  const { container } = render(<HighlightText text={text} keyword={keyword} />);
  return { container, marks: [...container.querySelectorAll('mark')].map((m) => m.textContent) };
}

describe('HighlightText', () => {
  it('marks every occurrence, ignoring case', () => {
    const { container, marks } = marksOf('Zhongyang 美院 zhongyang', 'zhongyang');
    expect(marks).toEqual(['Zhongyang', 'zhongyang']);
    expect(container.textContent).toBe('Zhongyang 美院 zhongyang');
  });

  it('treats HTML and regular-expression characters in the keyword as plain text', () => {
    const { container, marks } = marksOf('a <b>(x)</b> [1+1]', '<b>(x)');
    expect(marks).toEqual(['<b>(x)']);
    expect(container.querySelector('b')).toBeNull();
    expect(marksOf('[1+1]*', '1+1]*').marks).toEqual(['1+1]*']);
  });

  it('leaves the text alone for an empty keyword or no match', () => {
    expect(marksOf('中央美术学院', '  ').marks).toEqual([]);
    expect(marksOf('中央美术学院', '美院').marks).toEqual([]);
  });
});
