import type { WorkspaceStudent } from '@yzy/shared/contracts';

/** A workspace row for the tests: a 河南 student with a current table unless told otherwise. */
export function studentRow(overrides: Partial<WorkspaceStudent> & { id: number }): WorkspaceStudent {
  return {
    nickname: `学生${overrides.id}`,
    note: '',
    inUse: true,
    createdAt: 1_790_000_000,
    scoresComplete: true,
    scores: {
      provinceId: 41,
      provinceName: '河南',
      examCategoryId: 1,
      examCategoryName: '美术与设计类',
      cultureScore: 480,
      testsScore: 230,
      composite: 527.5,
      rank: 1200,
      rankEstimated: false,
    },
    tableCount: 1,
    table: {
      id: overrides.id * 10,
      name: '方案',
      batchName: '艺术类本科批',
      entryCount: 3,
      maxSlots: 10,
      emptySlots: 7,
      tiers: { 冲: 1, 稳: 1, 保: 1, other: 0 },
      updatedAt: 1_790_000_000,
    },
    risk: { level: 'low', code: 'emptySlots', label: '有空志愿' },
    lastActiveAt: 1_790_000_000,
    ...overrides,
  };
}
