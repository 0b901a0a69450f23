import type { AdmissionForecast, RatedForecast } from './forecast';
import { HISTORY_YEARS } from './history';
import { CONTRADICTORY_REASON, NO_LINE_REASON, OTHER_FORMULA_REASON } from './line-forecast';
import { NO_RANK_REASON, OWN_FORMULA_REASON, type Assumption, type ProbabilityInput, type ProbabilityResult } from './probability';
import { MAJOR_TREND_REASON } from './major-trend';
import { PLAN_CHANGED_REASON } from './plan-change';
import { TIER_BOUNDS } from './tiers';

/** What each assumption means to a family, in the tooltip. */
export const ASSUMPTION_TEXT: Record<Assumption, string> = {
  equivalentRank:
    '今年一分一段尚未公布，按往年一分一段折算你的位次（等效位次）；今年考生人数按与往年相差约一成半以内估计，若人数大增（如多三成），实际机会会明显低于此数',
  formulaCarriedOver: '今年综合分计算公式尚未公布，沿用去年的公式，波动范围已相应放宽',
  planCarriedOver: '今年招生计划尚未公布，沿用去年的计划人数，波动范围已相应放宽',
  rankFromTable: '部分年份未公布最低位次，已按当年一分一段由最低分折算',
};

/**
 * The tooltip of a plan's forecast (forecast.ts): the rank model's own explanation when it speaks,
 * else the lines, the gap in points and the band; without a number, exactly what is missing.
 */
export function explainForecast(forecast: AdmissionForecast, rank: ProbabilityResult, input: ProbabilityInput): string {
  if (forecast.probability === null) {
    // The rank model's standing refusals (a changed plan, a moving major) are its own to explain.
    return rank.probability === null && rank.reason === forecast.reason
      ? explainProbability(rank, input)
      : explainUnrated(forecast.reason, input);
  }
  if (forecast.basis === '位次') {
    return `${explainProbability(rank, input).replace(/。概率由历年数据估计，仅供参考。$/, '')}；${bandText(forecast)}。概率由历年数据估计，仅供参考。`;
  }
  const used = [...input.history].filter((h) => forecast.years.includes(h.year)).sort((a, b) => b.year - a.year);
  const parts = [`往年录取最低分：${used.map((h) => `${h.year}年${formatScore(h.minScore)}分`).join('、')}`];
  if (forecast.gap) {
    parts.push(`你的综合分${formatScore(input.composite)}，${gapText(forecast.gap)}`);
  }
  parts.push(
    forecast.years.length === 1
      ? '只有一年录取线，看不出该专业自己的大小年，按全国各省艺术类专业录取线的实际年际变化估计，区间较宽'
      : `按${forecast.years.length}年录取线的加权平均，并按全国各省艺术类专业录取线的实际年际变化估计`,
  );
  const missing = forecast.missingYears;
  if (missing.length > 0) {
    parts.push(`${missing.join('、')}年的录取线本站尚未收录，按${missing.length + 1}年的变动估计，区间相应放宽`);
  }
  if (forecast.volatile) {
    parts.push('该专业近年录取线变动很大（大小年），预测把握较低');
  }
  if (!input.ranksApply) {
    parts.push('综合分按该校自己的公式计算');
  }
  if (input.planCount != null && used.some((h) => h.planCount != null && h.planCount !== input.planCount)) {
    parts.push(`今年计划${input.planCount}人（往年${used.map((h) => h.planCount ?? '-').join('/')}人），计划变化会让录取线偏离往年`);
  }
  parts.push(bandText(forecast));
  if (forecast.hopeless) {
    parts.push(`低于${TIER_BOUNDS.hopelessBelow * 100}%，几乎没有希望`);
  }
  if (forecast.wasted) {
    parts.push(`高于${TIER_BOUNDS.wastedAbove * 100}%，可能浪费分数，只宜放在最后保底`);
  }
  return `${parts.join('；')}。依据：分差（综合分与往年最低分之差）；概率由历年数据估计，仅供参考。`;
}

/** 「比2025年最低分高12分」. */
export function gapText(gap: { year: number; points: number }): string {
  const points = formatPoints(Math.abs(gap.points));
  return gap.points === 0 ? `与${gap.year}年最低分持平` : `比${gap.year}年最低分${gap.points > 0 ? '高' : '低'}${points}分`;
}

function bandText(f: RatedForecast): string {
  return `录取概率约${Math.round(f.probability * 100)}%（约${Math.round(f.band[0] * 100)}%–${Math.round(f.band[1] * 100)}%），属「${f.tier}」`;
}

function explainUnrated(reason: string, input: ProbabilityInput): string {
  const recent = [...input.history].sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
  if (recent.length === 0) {
    return '本站未收录该计划在你省的往年录取线（可能是新增专业、首次在本省招生，或该校未公布），无法估计录取概率。';
  }
  const lines = recent.map((h) => `${h.year}年最低分${formatScore(h.minScore)}`).join('；');
  if (reason === OTHER_FORMULA_REASON) {
    return `该计划往年的录取线（${lines}）是按另一个综合分公式算的，今年按${input.ranksApply ? '省统一公式' : '该校自己的公式'}计算，两者分数不可比，因此不估计录取概率；你的综合分为${formatScore(input.composite)}。`;
  }
  if (reason === CONTRADICTORY_REASON) {
    return `该计划往年录取线前后相差超过满分的五分之一（${lines}），很可能不是同一口径（分制或科类不同），无法据此估计录取概率；请以院校和考试院公布的数据为准。`;
  }
  return reason === NO_LINE_REASON
    ? `本站收录的该计划录取线（${lines}）都在2024年艺考改革之前，科类、统考和公式都已改变，无法与今年比较，不估计录取概率。`
    : `无法估计录取概率（${reason}）；往年录取：${lines}。`;
}

/** The tooltip text behind a probability: which lines, which standing, how much they move, what is assumed. */
export function explainProbability(result: ProbabilityResult, input: ProbabilityInput): string {
  const recent = [...input.history].sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
  if (result.probability === null) {
    return explainNoNumber(result.reason, recent, input);
  }
  const parts: string[] = [];
  const usedYears = new Set(result.margins.map((m) => m.year));
  const used = recent.filter((h) => usedYears.has(h.year));
  parts.push(
    `近${used.length}年最低位次：${used.map((h) => `${h.year}年${formatInt(h.minRank ?? 0)}${h.rankFromTable ? '（由分数折算）' : ''}`).join('、')}`,
  );
  const planChanged = input.planCount != null && used.some((h) => h.planCount != null && h.planCount !== input.planCount);
  if (planChanged) {
    parts.push(
      `今年计划${input.planCount}人（往年${used.map((h) => h.planCount ?? '-').join('/')}人），已按计划数变化调整；计划变化对录取线的影响说不准，波动范围已相应放宽`,
    );
  }
  const memberRank =
    result.basis === 'rank' && input.current ? input.current.rank : (used.find((h) => h.memberRank != null)?.memberRank ?? 0);
  // The recalibrated centre and spread: the ones the probability rests on.
  const line = memberRank * Math.exp(result.calibrated.margin);
  // ±1σ in log rank: about seven years in ten the line falls inside this range.
  const low = line * Math.exp(-result.calibrated.spread);
  const high = line * Math.exp(result.calibrated.spread);
  if (result.basis === 'rank') {
    parts.push(`你今年的位次约${formatInt(memberRank)}`);
  } else {
    const ref = used.find((h) => h.memberRank != null);
    parts.push(`按${ref?.year ?? ''}年一分一段折算，你的综合分${formatScore(input.composite)}约在位次${formatInt(memberRank)}`);
  }
  parts.push(`预计今年录取线约在位次${formatInt(line)}，大约七成的年份会落在位次${formatInt(low)}到${formatInt(high)}之间`);
  if (result.volatile) {
    parts.push('该专业近两年录取线变动很大（大小年），预测把握较低');
  }
  parts.push(...result.assumptions.map((a) => ASSUMPTION_TEXT[a]));
  parts.push(`录取概率约${Math.round(result.probability * 100)}%，属「${result.tier}」`);
  if (result.hopeless) {
    parts.push(`低于${TIER_BOUNDS.hopelessBelow * 100}%，几乎没有希望`);
  }
  if (result.wasted) {
    parts.push(`高于${TIER_BOUNDS.wastedAbove * 100}%，可能浪费分数，只宜放在最后保底`);
  }
  return `${parts.join('；')}。概率由历年数据估计，仅供参考。`;
}

function explainNoNumber(reason: string, recent: ProbabilityInput['history'], input: ProbabilityInput): string {
  if (recent.length === 0) {
    return '该计划没有往年录取数据（可能是新增专业或首次在本省招生），无法估计录取概率。';
  }
  const lines = recent
    .map((h) => `${h.year}年最低分${formatScore(h.minScore)}${h.minRank != null ? `、位次${formatInt(h.minRank)}` : ''}`)
    .join('；');
  const yours = `你的综合分为${formatScore(input.composite)}`;
  if (reason === OWN_FORMULA_REASON) {
    return `该计划按院校自己的公式计算综合分，没有对应的一分一段，只比较分数会系统性偏乐观，因此不估计录取概率；往年录取：${lines}；按该校公式${yours}。`;
  }
  if (reason === PLAN_CHANGED_REASON) {
    const past = recent.map((h) => h.planCount ?? '-').join('/');
    return `今年计划${input.planCount ?? '-'}人，往年${past}人：今年计划数与往年相比变化超过一半，历年录取线参考性低，不给出概率；往年录取：${lines}；${yours}。`;
  }
  if (reason === MAJOR_TREND_REASON && input.majorTrend != null) {
    // A negative trend is a smaller rank, i.e. a stronger line: the major got harder to enter.
    const [way, move] = input.majorTrend.move < 0 ? ['上升', '前移'] : ['下降', '后移'];
    const percent = Math.round(Math.abs(1 - Math.exp(input.majorTrend.move)) * 100);
    return `去年该专业在本省同类别各校的录取线整体明显${way}（最低位次比其他专业平均多${move}约${percent}%），专业热度正在变化，往年录取线难以推断今年，不给出概率；往年录取：${lines}；${yours}。`;
  }
  if (reason === NO_RANK_REASON) {
    return `往年录取只有分数、没有位次，且当年的一分一段不全，无法折算成位次；只比较分数会系统性偏乐观，因此不估计录取概率；往年录取：${lines}；${yours}。`;
  }
  return `只有${recent.length}年可用的录取数据（${lines}），不足以判断大小年，不估计录取概率；${yours}。`;
}

/** 12,345 (Intl-free: this runs for every row of a page). */
function formatInt(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatPoints(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function formatScore(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1);
}
