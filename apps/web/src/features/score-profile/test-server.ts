import type { ExamCategoryItem, MemberNemtInfo, MemberNemtInfoModifyNum, ProvinceNemtInfo } from '@yzy/shared/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';

/** Component-test answers for the score dialog's calls: 江苏 (3+1+2), 浙江 (3+3 with 技术), 新疆 (文理), 北京 (ranking required). */
export const PROVINCES: ProvinceNemtInfo[] = [
  {
    provinceId: 32,
    provinceName: '江苏',
    type: 2,
    isNew: 1,
    firstChoiceSubject: '物理、历史',
    secondChoiceSubject: '化学、生物、政治、地理',
    cultureFullScore: 750,
  },
  {
    provinceId: 33,
    provinceName: '浙江',
    type: 1,
    isNew: 1,
    firstChoiceSubject: '物理、化学、生物、政治、历史、地理、技术',
    secondChoiceSubject: '',
    cultureFullScore: 750,
  },
  {
    provinceId: 65,
    provinceName: '新疆',
    type: 0,
    isNew: 0,
    firstChoiceSubject: '文科、理科',
    secondChoiceSubject: '',
    cultureFullScore: 750,
  },
  {
    provinceId: 11,
    provinceName: '北京',
    type: 1,
    isNew: 1,
    firstChoiceSubject: '物理、化学、生物、政治、历史、地理',
    secondChoiceSubject: '',
    cultureFullScore: 750,
  },
];

function scoreConfig(id: number) {
  return {
    id,
    year: 2027,
    cultureFullScoreLimit: 750,
    testsFullScoreLimit: 300,
    formulaKind: 'weighted' as const,
    cultureWeight: 0.5,
    outputScale: 750,
    roundingDigits: 2,
    bonusCounts: 0,
    source: '示例数据',
    ruleYear: 2027,
    ruleStatus: 'unverified' as const,
    sourceUrl: null,
  };
}

/** Per province: 美术与设计类 (id province*100+1) configured, 书法类 (+6) without config. */
export function categoriesOf(provinceId: number): ExamCategoryItem[] {
  return [
    {
      id: provinceId * 100 + 1,
      name: '美术与设计类',
      categoryId: 1,
      categoryName: '美术与设计类',
      subName: '',
      examCategoryScore: scoreConfig(provinceId * 10 + 1),
    },
    { id: provinceId * 100 + 6, name: '书法类', categoryId: 6, categoryName: '书法类', subName: '', examCategoryScore: null },
  ];
}

export const UNLIMITED: MemberNemtInfoModifyNum = {
  provinceModifyNumSurplus: 1,
  examModifyNumSurplus: 1,
  cultureScoreModifyNumSurplus: 2,
  testsScoreModifyNumSurplus: 2,
  nemtRankingModifyNumSurplus: 2,
  cultureScoreStatus: '未出分',
  testsScoreStatus: '未出分',
};

/** A saved 江苏 · 美术与设计类 profile (物理 + 化学、生物). */
export function savedProfile(overrides: Partial<MemberNemtInfo> = {}): MemberNemtInfo {
  return {
    provinceId: 32,
    provinceName: '江苏',
    examCategoryId: 3201,
    examCategoryName: '美术与设计类',
    categoryId: 1,
    examCategoryScoreId: 321,
    examCategorySubName: '',
    cultureScore: 520,
    testsScore: 260,
    englishScore: null,
    chineseScore: null,
    nemtRanking: null,
    language: '英语',
    identity: 1,
    selectSubject: JSON.stringify({ is_new: 1, type: 2, subject: ['物理', '化学', '生物'] }),
    year: 2027,
    gkyear: 2027,
    mySubjectText: '物化生',
    cultureFullScore: 750,
    testsFullScore: 300,
    ...overrides,
  };
}

/** Answers every call of the dialog; `counts` is what getMemberNemtInfoModifyNum returns. */
export function serveScoreCalls(counts: MemberNemtInfoModifyNum = UNLIMITED): MockServer {
  return mockServer((config) => {
    const provinceId = Number((config.params as { provinceId?: number } | undefined)?.provinceId);
    switch (config.url) {
      case '/api/v1/getProvinceListForNemtInfo':
        return envelope(
          200,
          PROVINCES.map((p) => ({
            provinceId: p.provinceId,
            area: { name: p.provinceName },
            type: p.type,
            isNew: p.isNew,
            cultureFullScore: 750,
          })),
        );
      case '/api/v1/getExamCategoryList':
        return envelope(200, categoriesOf(provinceId));
      case '/api/v1/getProvinceNemtInfo':
        return envelope(
          200,
          PROVINCES.find((p) => p.provinceId === provinceId),
        );
      case '/api/v1/provinceDataTimeConfig/getItem':
        return envelope(200, {
          provinceId,
          examCategoryId: null,
          year: 2027,
          isInputRanking: provinceId === 11 ? 1 : 0,
          cultureScoreReleaseTime: null,
          testsScoreReleaseTime: null,
          fillingStartTime: null,
          fillingEndTime: null,
        });
      case '/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum':
        return envelope(200, counts);
      default:
        return envelope(200, savedProfile());
    }
  });
}

/** The JSON body of the last call to a path. */
export function lastBody(server: MockServer, url: string): Record<string, unknown> | undefined {
  const call = [...server.calls].reverse().find((c) => c.url === url);
  return call ? (JSON.parse(String(call.data)) as Record<string, unknown>) : undefined;
}

/** Picks an option of an antd Select by its visible label. */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]);
}

/**
 * A confirm dialog by its title. Not by role name: under test antd gives every element the id
 * `test-id`, so aria-labelledby points at the first field of the form instead of the title.
 */
export async function findConfirm(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
