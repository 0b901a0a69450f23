import type { VolunteerDetail, VolunteerEntry, VolunteerMajor } from '@yzy/shared/contracts';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';

/** Component-test data for /vdetail: table 7 of 河南 艺术类本科批 with three 志愿. */
export function majorOf(planId: number, overrides: Partial<VolunteerMajor> = {}): VolunteerMajor {
  return {
    planId,
    exists: true,
    majorName: '视觉传达设计',
    majorCode: '130502',
    planCount: 6,
    reference: false,
    schoolCode: null,
    groupCode: null,
    source: '示例数据',
    sourceUrl: null,
    schoolFormula: null,
    tuition: '11800.00',
    lines: [{ year: 2026, minScore: 531.2, minRank: 2650, planCount: 6, source: '示例数据', sourceUrl: null }],
    probability: null,
    tier: '稳',
    tierLocked: false,
    excluded: false,
    exclusions: [],
    decidedBy: null,
    ...overrides,
  };
}

export function entryOf(id: number, slot: number, schoolName: string, majors: VolunteerMajor[], adjust = true): VolunteerEntry {
  return { id, slot, adjust, school: { id: id * 10, name: schoolName, provinceName: '河南', nature: '公办', tags: [] }, majors };
}

export function detailOf(overrides: Partial<VolunteerDetail> = {}): VolunteerDetail {
  const entries = [
    entryOf(1, 1, '湖南大学', [
      majorOf(2688, { majorName: '环境设计', tier: '冲' }),
      majorOf(2687, { majorName: '数字媒体艺术', tier: '冲' }),
    ]),
    entryOf(2, 2, '天津工业大学', [majorOf(2721)]),
    entryOf(3, 3, '四川传媒学院', [majorOf(2740, { majorName: '动画', tier: '保' })]),
  ];
  return {
    id: 7,
    name: '本科批方案一',
    batchId: 191,
    batchName: '艺术类本科批',
    year: 2027,
    isCurrent: true,
    entryCount: entries.length,
    maxSlots: 40,
    createdAt: 1795360000,
    updatedAt: 1795360400,
    batch: { id: 191, name: '艺术类本科批', mode: '平行', unit: '院校专业组', maxSlots: 40, majorsPerSlot: 6, allowAdjust: true },
    scoreSnapshot: {
      cultureScore: 480,
      testsScore: 230,
      composite: 527.5,
      rank: 2897,
      rankYear: 2026,
      rankEstimated: true,
      takenAt: 1795360000,
    },
    scoreChanged: false,
    entries,
    violations: [],
    probabilityLocked: true,
    ...overrides,
  };
}

type Handler = (body: Record<string, unknown>, params: Record<string, string>) => { status: number; data: unknown };

/** Answers the volunteer calls: detail from `detail`, writes through `writes` (default: echo ok). */
export function serveVolunteer(detail: VolunteerDetail | null, writes: Record<string, Handler> = {}): MockServer {
  return mockServer((config) => {
    const body = config.data ? (JSON.parse(String(config.data)) as Record<string, unknown>) : {};
    const params = (config.params ?? {}) as Record<string, string>;
    const write = writes[config.url ?? ''];
    if (write) {
      return write(body, params);
    }
    if (config.url === '/api/v1/volunteer/detail') {
      return detail ? envelope(200, detail) : envelope(10008, null, '无权访问该志愿表');
    }
    return envelope(200, null);
  });
}
