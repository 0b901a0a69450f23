import type { Availability, EntryAnalysis } from './analysis';
import { TIER_BOUNDS, type Tier } from './tiers';
import type { BatchRules } from './volunteer';

/** One finding of the analysis, with its severity and what to do about it. */
export interface Risk {
  code:
    | 'slide'
    | 'withdraw'
    | 'ineligible'
    | 'wasted'
    | 'hopeless'
    | 'order'
    | 'sequentialFirst'
    | 'emptySlots'
    | 'tooManyRush'
    | 'tooSafe'
    | 'flat'
    | 'unrated';
  severity: 'high' | 'medium' | 'low';
  /** 1-based slot; null for the whole table. */
  slot: number | null;
  message: string;
  suggestion: string | null;
}

interface Context {
  batch: BatchRules;
  entries: readonly EntryAnalysis[];
  counts: Record<Tier, number> & { unrated: number; ineligible: number };
  emptySlots: number;
  /** Best rated entry's probability; null when no entry has a number. */
  best: number | null;
  available: Availability;
}

/** A later entry this much less likely than an earlier one is out of order (平行志愿). */
const ORDER_GAP = 0.15;
const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const pct = (p: number) => `${Math.round(p * 100)}%`;
const name = (e: EntryAnalysis) => `第${e.slot}志愿（${e.schoolName}）`;

/** Every risk of a table, most severe first, then by slot. */
export function detectRisks(ctx: Context): Risk[] {
  const risks = [...tableRisks(ctx), ...ctx.entries.flatMap((e) => entryRisks(ctx, e)), ...orderRisks(ctx)];
  return risks.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.slot ?? 0) - (b.slot ?? 0));
}

function tableRisks({ batch, entries, counts, emptySlots, best, available }: Context): Risk[] {
  const out: Risk[] = [];
  const n = entries.length;
  const addSafe =
    available.保 >= 2
      ? '在志愿表末尾加入至少2个录取概率不低于75%的保底院校'
      : available.保 === 1
        ? '本批次只剩1个录取概率不低于75%的计划，把它加在志愿表末尾，并考虑下一批次的保底'
        : '本批次没有录取概率不低于75%的计划可供保底：请把稳妥院校放在后面，并在下一批次安排保底';
  if (best === null && n > 0) {
    out.push({
      code: 'slide',
      severity: 'high',
      slot: null,
      message: '志愿表中没有能估计录取概率的志愿，无法判断滑档风险',
      suggestion: counts.unrated < n ? addSafe : '加入有往年录取线、能估计录取概率的稳妥和保底院校',
    });
  } else if (best === null || best < TIER_BOUNDS.safeFrom) {
    out.push({
      code: 'slide',
      severity: 'high',
      slot: null,
      message: best === null ? '志愿表还是空的' : `没有录取概率不低于75%的保底志愿，最稳的一个也只有${pct(best)}，滑档风险高`,
      suggestion: addSafe,
    });
  } else if (counts.保 === 1 && batch.mode === '平行') {
    // Its level follows the number it states, as the headline's does (analysis.ts slideLevelOf).
    const atMost = Math.round((1 - best) * 100) / 100;
    out.push({
      code: 'slide',
      severity: atMost >= 0.1 ? 'medium' : 'low',
      slot: null,
      message: `只有1个保底志愿，滑档的可能至多约${pct(atMost)}；一旦当年该校分数线意外上涨，就只能靠它之前的志愿`,
      suggestion: available.保 > 0 ? '再加1–2个保底院校，分散风险' : null,
    });
  }
  if (batch.mode === '平行' && emptySlots > 0 && n > 0) {
    const fill = available.稳 + available.保;
    out.push({
      code: 'emptySlots',
      severity: best === null || best < TIER_BOUNDS.safeFrom ? 'medium' : 'low',
      slot: null,
      message: `还有${emptySlots}个志愿空着，平行志愿多填不吃亏`,
      suggestion: fill > 0 ? `用空着的志愿补充稳妥和保底院校（本批次还有${fill}个可选）` : null,
    });
  }
  const rated = n - counts.unrated - counts.ineligible;
  if (rated >= 3 && counts.冲 / rated > 0.6) {
    out.push({
      code: 'tooManyRush',
      severity: 'medium',
      slot: null,
      message: `冲刺志愿占${pct(counts.冲 / rated)}，比例过高`,
      suggestion: available.稳 > 0 ? '把部分冲刺院校换成录取概率40%–75%的稳妥院校' : null,
    });
  }
  if (rated >= 3 && counts.冲 === 0 && counts.保 / rated >= 0.7) {
    out.push({
      code: 'tooSafe',
      severity: 'low',
      slot: null,
      message: '没有冲刺志愿，保底志愿占七成以上，可能浪费分数',
      suggestion: available.冲 > 0 ? '在前面加入2–3个录取概率20%–40%的冲刺院校' : null,
    });
  }
  const probabilities = entries.filter((e) => !e.ineligible && e.probability !== null).map((e) => e.probability ?? 0);
  if (probabilities.length >= 3 && Math.max(...probabilities) - Math.min(...probabilities) < 0.2) {
    out.push({
      code: 'flat',
      severity: 'medium',
      slot: null,
      message: '各志愿录取概率相差不到20个百分点，没有拉开梯度',
      suggestion: '按冲、稳、保拉开梯度：前面放概率低的，后面放概率高的',
    });
  }
  if (
    batch.mode === '顺序' &&
    entries[0] &&
    !entries[0].ineligible &&
    entries[0].probability !== null &&
    entries[0].probability < TIER_BOUNDS.matchFrom
  ) {
    out.push({
      code: 'sequentialFirst',
      severity: 'high',
      slot: 1,
      message: `${batch.name}是顺序志愿，院校优先录取第一志愿考生；${name(entries[0])}录取概率${pct(entries[0].probability)}，落选后第二志愿往往已被录满`,
      suggestion: '顺序志愿的第一志愿应选录取概率不低于40%的院校',
    });
  }
  return out;
}

function entryRisks({ batch, entries, available }: Context, e: EntryAnalysis): Risk[] {
  const out: Risk[] = [];
  if (e.ineligible) {
    out.push({
      code: 'ineligible',
      severity: 'high',
      slot: e.slot,
      message: `${name(e)}的所选专业都不符合报考条件，会被退档或不予投档`,
      suggestion: `删除${name(e)}，换成符合条件的院校`,
    });
    return out;
  }
  if (e.probability === null) {
    out.push({
      code: 'unrated',
      severity: 'low',
      slot: e.slot,
      message: `${name(e)}没有可用的往年录取线，无法判断录取机会，不计入滑档风险`,
      suggestion: null,
    });
    // Nothing below can be judged without a number, except 调剂 (退档 does not depend on it).
  }
  const p = e.probability ?? 0;
  if (batch.allowAdjust && !e.adjust && p < TIER_BOUNDS.wastedAbove) {
    out.push({
      code: 'withdraw',
      severity: e.probability === null || p < TIER_BOUNDS.safeFrom ? 'high' : 'medium',
      slot: e.slot,
      message: `${name(e)}未勾选服从调剂：投档后所报专业录满时会被退档，本批次其余志愿也不再投档`,
      suggestion: `为${name(e)}勾选服从调剂，或确认所报专业都能录取`,
    });
  }
  if (e.hopeless) {
    out.push({
      code: 'hopeless',
      severity: 'medium',
      slot: e.slot,
      message: `${name(e)}录取概率仅${pct(p)}，几乎没有希望，白占一个志愿`,
      suggestion: available.冲 > 0 ? `把${name(e)}换成录取概率20%–40%的冲刺院校` : `删除${name(e)}`,
    });
  }
  const after = entries.filter((x) => x.slot > e.slot).length;
  if (e.wasted && batch.mode === '平行' && after > 0) {
    out.push({
      code: 'wasted',
      severity: 'high',
      slot: e.slot,
      message: `${name(e)}录取概率${pct(p)}，几乎必然在此投档，其后的${after}个志愿形同虚设`,
      suggestion: `把${name(e)}移到最后，或换成更好的院校`,
    });
  } else if (e.wasted) {
    out.push({
      code: 'wasted',
      severity: 'low',
      slot: e.slot,
      message: `${name(e)}录取概率${pct(p)}，保底很稳但可能浪费分数`,
      suggestion: null,
    });
  }
  return out;
}

/** 平行志愿: a much less likely entry after a more likely one is never reached when the earlier admits. */
function orderRisks({ batch, entries }: Context): Risk[] {
  if (batch.mode !== '平行') {
    return [];
  }
  const out: Risk[] = [];
  entries.forEach((later, j) => {
    if (later.ineligible || later.probability === null) {
      return;
    }
    const earlier = entries
      .slice(0, j)
      .filter((e) => !e.ineligible && e.probability !== null && (e.probability ?? 0) - (later.probability ?? 0) > ORDER_GAP)
      .sort((a, b) => (b.probability ?? 0) - (a.probability ?? 0))[0];
    if (earlier) {
      out.push({
        code: 'order',
        severity: 'medium',
        slot: later.slot,
        message: `${name(later)}（${pct(later.probability)}）排在${name(earlier)}（${pct(earlier.probability ?? 0)}）之后：前者录取时不会再考虑它`,
        suggestion: '按录取概率从低到高（冲→稳→保）排列志愿',
      });
    }
  });
  return out;
}
