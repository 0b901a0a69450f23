import type { MemberNemtInfo } from '@yzy/shared/contracts';

/** One line for the header menu and cards: 江苏 · 美术与设计类 · 文化 520 / 统考 260. */
export function scoreSummaryOf(info: MemberNemtInfo | null): string {
  if (!info) {
    return '未填写高考成绩';
  }
  return `${info.provinceName} · ${info.examCategoryName} · 文化 ${info.cultureScore} / 统考 ${info.testsScore}`;
}
