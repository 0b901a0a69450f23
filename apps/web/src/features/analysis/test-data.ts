import type { VolunteerAnalysisResult } from '@yzy/shared/contracts';

/** An analysis of table 7: one 冲 (hopeless), one 稳, one 保, 37 empty slots. */
export function analysisOf(overrides: Partial<VolunteerAnalysisResult> = {}): VolunteerAnalysisResult {
  return {
    tableId: 7,
    tableName: '本科批方案一',
    batchName: '艺术类本科批',
    gradient: { counts: { 冲: 1, 稳: 1, 保: 1, unrated: 0, ineligible: 0 }, sequence: ['冲', '稳', '保'] },
    targetMix: { 冲: 12, 稳: 16, 保: 12 },
    filledSlots: 3,
    maxSlots: 40,
    emptySlots: 37,
    slideRisk: { level: 'low', probabilityAtMost: 0.03 },
    entries: [
      { slot: 1, schoolName: '湖南大学', adjust: true, probability: 0.01, tier: '冲', hopeless: true, wasted: false, ineligible: false },
      {
        slot: 2,
        schoolName: '天津工业大学',
        adjust: false,
        probability: 0.65,
        tier: '稳',
        hopeless: false,
        wasted: false,
        ineligible: false,
      },
      {
        slot: 3,
        schoolName: '四川传媒学院',
        adjust: true,
        probability: 0.98,
        tier: '保',
        hopeless: false,
        wasted: true,
        ineligible: false,
      },
    ],
    risks: [
      {
        code: 'withdraw',
        severity: 'high',
        slot: 2,
        message: '第2志愿（天津工业大学）没有勾选服从调剂，专业录不上时会被退档',
        suggestion: '勾选第2志愿的服从调剂',
      },
      {
        code: 'hopeless',
        severity: 'medium',
        slot: 1,
        message: '第1志愿（湖南大学）录取概率仅1%，几乎没有希望，白占一个志愿',
        suggestion: null,
      },
      {
        code: 'emptySlots',
        severity: 'low',
        slot: null,
        message: '还有37个志愿空着，平行志愿多填不吃亏',
        suggestion: '用空着的37个志愿补充稳妥和保底院校',
      },
    ],
    suggestions: ['勾选第2志愿的服从调剂', '用空着的37个志愿补充稳妥和保底院校'],
    violations: [],
    ...overrides,
  };
}
