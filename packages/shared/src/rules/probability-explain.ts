import type { ProbabilityInput, ProbabilityResult } from './probability';
import { TIER_BOUNDS } from './tiers';

/** The tooltip text behind a probability: which lines, which standing, how much they move. */
export function explainProbability(result: ProbabilityResult, input: ProbabilityInput): string {
  const recent = [...input.history].sort((a, b) => b.year - a.year).slice(0, 3);
  if (result.probability === null) {
    if (recent.length === 0) {
      return '该计划没有往年录取数据（可能是新增专业或首次在本省招生），无法估计录取概率。';
    }
    const only = recent[0];
    const rank = only.minRank != null ? `、最低位次${formatInt(only.minRank)}` : '';
    return `只有${recent.length}年可用的录取数据（${only.year}年最低分${formatScore(only.minScore)}${rank}），不足以判断大小年，不估计录取概率；你的综合分为${formatScore(input.composite)}。`;
  }
  const parts: string[] = [];
  const usedYears = new Set(result.margins.map((m) => m.year));
  const used = recent.filter((h) => usedYears.has(h.year));
  if (result.basis === 'score') {
    parts.push(`近${used.length}年最低分：${used.map((h) => `${h.year}年${formatScore(h.minScore)}`).join('、')}`);
    parts.push(input.ranksApply ? '缺少位次数据，按分数比较' : '该计划使用院校自己的综合分公式，位次表不适用，按分数比较');
    parts.push(`你的综合分${formatScore(input.composite)}，加权后${result.margin >= 0 ? '高出' : '低于'}录取线约${formatScore(Math.abs(result.margin))}分，历年波动约±${formatScore(result.spread)}分`);
  } else {
    parts.push(`近${used.length}年最低位次：${used.map((h) => `${h.year}年${formatInt(h.minRank ?? 0)}`).join('、')}`);
    const planChanged = input.planCount != null && used.some((h) => h.planCount != null && h.planCount !== input.planCount);
    if (planChanged) {
      parts.push(`今年计划${input.planCount}人（往年${used.map((h) => h.planCount ?? '-').join('/')}人），已按计划数变化调整`);
    }
    const lineRank = (memberRank: number) => formatInt(memberRank * Math.exp(result.margin));
    if (result.basis === 'rank' && input.current) {
      parts.push(`你今年的位次约${formatInt(input.current.rank)}，预计今年录取线约在位次${lineRank(input.current.rank)}`);
    } else {
      const ref = used.find((h) => h.memberRank != null);
      const memberRank = ref?.memberRank ?? 0;
      parts.push(`今年一分一段尚未公布，按${ref?.year ?? ''}年一分一段折算，你的综合分${formatScore(input.composite)}约在位次${formatInt(memberRank)}，预计录取线约在位次${lineRank(memberRank)}`);
    }
    parts.push(`历年波动约±${Math.round((Math.exp(result.spread) - 1) * 100)}%`);
  }
  parts.push(`录取概率约${Math.round(result.probability * 100)}%，属「${result.tier}」`);
  if (result.hopeless) {
    parts.push(`低于${TIER_BOUNDS.hopelessBelow * 100}%，几乎没有希望`);
  }
  if (result.wasted) {
    parts.push(`高于${TIER_BOUNDS.wastedAbove * 100}%，可能浪费分数，只宜放在最后保底`);
  }
  return `${parts.join('；')}。概率由历年数据估计，仅供参考。`;
}

/** 12,345 (Intl-free: this runs for every row of a page). */
function formatInt(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatScore(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1);
}
