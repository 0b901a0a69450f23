/**
 * How an admission row's printed labels are read: its 专业组 code, its major name, its 选科组, 投档
 * or 录取, the score it states, and the full score that bounds that score.
 */
import { firstSubjectSplitYear } from '@yzy/shared/rules';
import type { AdmissionRow, SubjectGroup } from '../format';
import { fullScoreOf, subjectGroupOf, TESTS_FULL_SCORE } from './names';

export function groupCodeOf(raw: string): string | null {
  const m = /第?(\d{1,4})\s*(组|专业组)/.exec(raw) ?? /[（(](\d{1,3})[)）]$/.exec(raw) ?? /^\d{2,4}-(\d{1,3})$/.exec(raw);
  return m ? m[1] : null;
}

/**
 * University pages label each line 学校-省-年-艺术类-声乐文-音乐表演; the part before the major
 * (声乐文) tells two lines of one major apart, so it stays with the name: 音乐表演（声乐文）.
 */
export function withGroupNote(majorName: string, group: string, known: string[]): string {
  const parts = group.split('-').map((p) => p.trim());
  const note = parts.length >= 3 && parts[parts.length - 1] === majorName ? parts[parts.length - 2] : '';
  if (!note || /^\d+$/.test(note) || known.some((k) => k.trim() === note || k.startsWith(note))) {
    return majorName;
  }
  return `${majorName}（${note}）`;
}

/**
 * A university page's title stored where the major belongs: 「华中科技大学艺术类录取分数（设计学类历史）」
 * is 设计学类 for 历史 candidates; 「南京邮电大学2021河南艺术类（美术省统考）官网行级分数（代码45）」
 * names no major (the school's line, its code 45). Other names pass unchanged.
 */
export function pageTitleMajor(name: string, schoolName: string): { majorName: string; subject: string; majorNo: string | null } {
  const text = name.trim();
  if (!schoolName || !text.startsWith(schoolName)) {
    return { majorName: text, subject: '', majorNo: null };
  }
  const titled = /(录取分数|分数线)[（(](.+)[)）]$/.exec(text);
  if (titled) {
    const inner = titled[2].replace(/\s+/g, '');
    const subject = /[-—]?(历史类?|物理类?|文科?|理科?)$/.exec(inner);
    return {
      majorName: subject ? inner.slice(0, subject.index) : inner,
      subject: subject ? subject[1] : '',
      majorNo: null,
    };
  }
  const coded = /官网行级分数[（(]代码(\d+)[)）]$/.exec(text);
  if (coded) {
    return { majorName: '', subject: '', majorNo: coded[1] };
  }
  return { majorName: text, subject: '', majorNo: null };
}

/** The 选科组 a batch label carries in its tail: 提前批艺术类（文）, 第一批A段艺术(理), 普通本科批历史-艺术. */
export function labelSubjectGroup(label: string): SubjectGroup {
  const named = subjectGroupOf(label);
  if (named) {
    return named;
  }
  if (/[（(\-—]\s*理(工|科)?\s*[)）]?$|艺术类?理$/.test(label.trim())) {
    return '理科';
  }
  return /[（(\-—]\s*文(史|科)?\s*[)）]?$|艺术类?文$/.test(label.trim()) ? '文科' : '';
}

/**
 * A row labelled in the other system's words (a university page calling 河南 2024 历史类) is
 * relabelled: the 文科/理科 or 物理/历史 split is the province's of that year, not the page's.
 */
export function provinceSubjectGroup(province: string, year: number, group: SubjectGroup): SubjectGroup {
  const first = firstSubjectSplitYear(province);
  if (first === undefined || group === '') {
    return group;
  }
  if (year < first) {
    return group === '物理' ? '理科' : group === '历史' ? '文科' : group;
  }
  return group === '理科' ? '物理' : group === '文科' ? '历史' : group;
}

export function admissionKindOf(text: string): '投档' | '录取' {
  return /投档|filing/.test(text) ? '投档' : '录取';
}

export function scoreMetricOf(text: string): AdmissionRow['scoreMetric'] {
  if (/专业成绩|专业分/.test(text)) {
    return '专业';
  }
  return /文化成绩|文化分/.test(text) ? '文化' : '综合分';
}

export function scoreLimit(metric: AdmissionRow['scoreMetric'], province: string): number {
  if (metric === '专业') {
    return TESTS_FULL_SCORE;
  }
  if (metric === '文化') {
    return fullScoreOf(province);
  }
  // 重庆's art composite is out of 300; a school page's larger "综合分" there is its own conversion.
  return province === '重庆' ? 300 : Math.max(750, fullScoreOf(province));
}
