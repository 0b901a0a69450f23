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

  it('marks the characters of a short name in order when the name does not contain it literally', () => {
    const { container, marks } = marksOf('中央美术学院', '美院');
    expect(marks).toEqual(['美', '院']);
    expect(container.textContent).toBe('中央美术学院');
    expect(marksOf('中央美术学院', '央美').marks).toEqual(['央美']);
    expect(marksOf('中央戏剧学院', '中戏').marks).toEqual(['中', '戏']);
  });

  it('does not scatter pinyin, single characters or characters out of order', () => {
    expect(marksOf('中央美术学院', 'zymsxy').marks).toEqual([]);
    expect(marksOf('中央美术学院', '院美').marks).toEqual([]);
    expect(marksOf('中央美术学院', '  ').marks).toEqual([]);
  });

  it('treats HTML and regular-expression characters in the keyword as plain text', () => {
    const { container, marks } = marksOf('a <b>(x)</b> [1+1]', '<b>(x)');
    expect(marks).toEqual(['<b>(x)']);
    expect(container.querySelector('b')).toBeNull();
    expect(marksOf('[1+1]*', '1+1]*').marks).toEqual(['1+1]*']);
    const scattered = marksOf('<script>甲乙', '<乙');
    expect(scattered.marks).toEqual(['<', '乙']);
    expect(scattered.container.querySelector('script')).toBeNull();
  });
});
