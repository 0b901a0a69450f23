import { detectRisks, type Risk } from './analysis-risks';
import { classifyTier, TIER_BOUNDS, type Tier } from './tiers';
import type { BatchRules } from './volunteer';

/**
 * The VIP analysis of a volunteer table (docs/engine.md): 冲/稳/保 gradient, empty and wasted slots,
 * 滑档 risk, 退档 risk, order, per-entry probability and concrete suggestions.
 *
 * An entry's probability is the best of its eligible majors' (being admitted through at least one
 * of them; with 服从调剂 it can only be higher, which is not modelled). 滑档 (no admission in the
 * batch) is reported as "at most 1 − the best entry's probability": entries fail together when
 * the member's own score is the reason, so the product of failures would be too optimistic.
 * Entries without a number cannot be judged: they never count as 0%, and with no rated entry at
 * all the 滑档 risk is unknown (null), not 100%. Advice names only plans the batch has: a 保底
 * suggestion needs 保 plans the member could still add (`available`).
 */

export interface AnalysedMajor {
  planId: number;
  majorName: string;
  probability: number | null;
  /** Fails a hard requirement. */
  excluded: boolean;
}

export interface AnalysedEntry {
  schoolName: string;
  adjust: boolean;
  majors: readonly AnalysedMajor[];
}

export interface EntryAnalysis {
  slot: number;
  schoolName: string;
  adjust: boolean;
  /** Best eligible major's probability; 0 when every major is excluded; null without an estimate. */
  probability: number | null;
  tier: Tier | null;
  hopeless: boolean;
  wasted: boolean;
  /** Every major is excluded by a hard requirement. */
  ineligible: boolean;
}

export interface VolunteerAnalysis {
  gradient: { counts: Record<Tier, number> & { unrated: number; ineligible: number }; sequence: (Tier | null)[] };
  filledSlots: number;
  maxSlots: number;
  emptySlots: number;
  /** 滑档: the chance of no admission in this batch is at most this (1 − best rated entry); null when no entry has a number. */
  slideRisk: { level: Risk['severity']; probabilityAtMost: number | null };
  entries: EntryAnalysis[];
  risks: Risk[];
  /** Concrete actions, most important first. */
  suggestions: string[];
}

export type { Risk } from './analysis-risks';

/** Eligible plans of the batch, not in the table, that the member could still add: by tier, 冲 counting only those worth a slot (20–40%). */
export interface Availability {
  冲: number;
  稳: number;
  保: number;
}

/** What the batch offers beyond the table, from the probabilities of its eligible plans. */
export function availabilityOf(probabilities: readonly (number | null)[]): Availability {
  const out: Availability = { 冲: 0, 稳: 0, 保: 0 };
  for (const p of probabilities) {
    if (p === null) {
      continue;
    }
    const { tier } = classifyTier(p);
    if (tier !== '冲' || p >= TIER_BOUNDS.worthFrom) {
      out[tier] += 1;
    }
  }
  return out;
}

/** Analyses a table's entries (in slot order) against its batch and what else the batch offers. */
export function analyseVolunteerTable(batch: BatchRules, entries: readonly AnalysedEntry[], available: Availability): VolunteerAnalysis {
  const analysed = entries.map((entry, index) => analyseEntry(index + 1, entry));
  const counts = { 冲: 0, 稳: 0, 保: 0, unrated: 0, ineligible: 0 };
  for (const e of analysed) {
    if (e.ineligible) {
      counts.ineligible += 1;
    } else if (e.tier) {
      counts[e.tier] += 1;
    } else {
      counts.unrated += 1;
    }
  }
  const rated = analysed.filter((e) => !e.ineligible && e.probability !== null).map((e) => e.probability ?? 0);
  const best = rated.length > 0 ? Math.max(...rated) : null;
  // An empty table is admitted nowhere in this batch: that, at least, is known.
  const atMost = entries.length === 0 ? 1 : best === null ? null : Math.round((1 - best) * 100) / 100;
  const emptySlots = Math.max(0, batch.maxSlots - entries.length);
  const risks = detectRisks({ batch, entries: analysed, counts, emptySlots, best, available });
  // The headline level is read off the same number it is shown with ("至多约 x%"), so the two always agree;
  // unknown is high when the table has entries (nothing shows it is safe) and for an empty table.
  const slideLevel = atMost === null ? 'high' : slideLevelOf(atMost);
  const suggestions = [...new Set(risks.map((r) => r.suggestion).filter((s): s is string => s !== null))];
  if (suggestions.length === 0 && entries.length > 0) {
    suggestions.push('志愿梯度合理；正式填报前请再核对各院校当年的招生章程（单科、体检、专业限制）');
  }
  return {
    gradient: { counts, sequence: analysed.map((e) => (e.ineligible ? null : e.tier)) },
    filledSlots: entries.length,
    maxSlots: batch.maxSlots,
    emptySlots,
    slideRisk: { level: slideLevel, probabilityAtMost: atMost },
    entries: analysed,
    risks,
    suggestions,
  };
}

/** A balanced mix for a parallel batch of n slots: about 30% 冲, 40% 稳, 30% 保. */
export function targetMix(slots: number): Record<Tier, number> {
  const rush = Math.round(slots * 0.3);
  const match = Math.round(slots * 0.4);
  return { 冲: rush, 稳: match, 保: Math.max(0, slots - rush - match) };
}

function analyseEntry(slot: number, entry: AnalysedEntry): EntryAnalysis {
  const eligible = entry.majors.filter((m) => !m.excluded);
  const ineligible = entry.majors.length > 0 && eligible.length === 0;
  const rated = eligible.map((m) => m.probability).filter((p): p is number => p !== null);
  const probability = ineligible ? 0 : rated.length > 0 ? Math.max(...rated) : null;
  const base = { slot, schoolName: entry.schoolName, adjust: entry.adjust, ineligible };
  if (probability === null || ineligible) {
    return { ...base, probability, tier: null, hopeless: false, wasted: false };
  }
  return { ...base, probability, ...classifyTier(probability) };
}

/** 滑档 level of "at most x%": high from 25% (no 保 entry), medium from 10%, low below. */
export function slideLevelOf(atMost: number): Risk['severity'] {
  return atMost > 1 - TIER_BOUNDS.safeFrom ? 'high' : atMost >= 0.1 ? 'medium' : 'low';
}
