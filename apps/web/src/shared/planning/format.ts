import type { Tier } from '@yzy/shared/rules';

/** The batch facts a 志愿表 follows (filling/batches and volunteer/detail both carry them). */
export interface BatchRulesFacts {
  mode: string;
  unit: string;
  maxSlots: number;
  majorsPerSlot: number;
  allowAdjust: boolean;
}

/** Tier colours: antd preset for tags, hex for charts. 冲 red, 稳 amber, 保 green, as on most 志愿 sites. */
export const TIER_COLORS: Record<Tier, { tag: string; hex: string }> = {
  冲: { tag: 'red', hex: '#f5222d' },
  稳: { tag: 'gold', hex: '#faad14' },
  保: { tag: 'green', hex: '#52c41a' },
};

/** 0.62 → 62%. Probabilities are clipped to 1%–99% by the engine, so no decimals are needed. */
export function percent(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}

/** '11800.00' → 11,800元/年. */
export function tuitionText(tuition: string | null): string {
  if (tuition === null) {
    return '学费未公布';
  }
  const yuan = Number(tuition);
  return Number.isFinite(yuan) ? `${yuan.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}元/年` : '—';
}

/** A 位次 with thousands separators, or — when not published. */
export function rankText(rank: number | null): string {
  return rank === null ? '—' : rank.toLocaleString('zh-CN');
}

/** e.g. 平行志愿 · 以院校专业组为单位 · 最多40个志愿，每个志愿最多6个专业 · 可服从调剂. */
export function batchRulesText(batch: BatchRulesFacts): string {
  const perSlot = batch.unit === '专业+院校' ? '每个志愿1个专业' : `每个志愿最多${batch.majorsPerSlot}个专业`;
  return [
    `${batch.mode}志愿`,
    `以${batch.unit}为单位`,
    `最多${batch.maxSlots}个志愿，${perSlot}`,
    batch.allowAdjust ? '可服从调剂' : '不设服从调剂',
  ].join(' · ');
}
