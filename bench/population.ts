// A population of members for the cold recommendation rows (bench/targets.ts): each with a score
// profile of its own, spread around its scope's art 本科 line, so that a recommendation asked for
// them in turn misses the server's per-process cache of evaluations (32 entries,
// apps/server/src/modules/filling/evaluation-cache.ts) every time, as families do in July.
// Made through the real API as visitors would: SMS login, score profile, and for every second
// member a VIP card bought in the sandbox.
import { call, isRecord, records, type Data } from './api';
import { loginThroughApi } from './login';

/** A province × exam category and how many members it gets. */
export interface ScopeSpec {
  province: string;
  /** The exam category's name, or the start of it (山东 音乐类 → its first direction). */
  category: string;
  members: number;
}

export interface Member {
  token: string;
  /** The scope's largest batch: the one recommended in. */
  batchId: number;
  culture: number;
  tests: number;
  vip: boolean;
}

export interface ScopePopulation {
  /** e.g. 河南 美术与设计类. */
  scope: string;
  /** The art 本科 line the scores are spread around (culture, 统考), as the overview answers it. */
  line: { culture: number; tests: number; year: number | null };
  batchName: string;
  planCount: number;
  members: Member[];
}

/**
 * The largest real scope (河南 美术与设计类: ~2,250 plans in 艺术类本科批) and six others of the
 * advice issue's list. 240 + 6 × 10 members: each row cycles through more members than the cache
 * holds, so every request of it misses.
 */
export const LARGEST_SCOPE: ScopeSpec = { province: '河南', category: '美术与设计类', members: 240 };
export const OTHER_SCOPES: ScopeSpec[] = [
  { province: '山东', category: '音乐类', members: 10 },
  { province: '山西', category: '美术与设计类', members: 10 },
  { province: '江苏', category: '美术与设计类', members: 10 },
  { province: '广东', category: '美术与设计类', members: 10 },
  { province: '河北', category: '播音与主持类', members: 10 },
  { province: '湖南', category: '舞蹈类', members: 10 },
];

/** Members made at once: the server is single-threaded, more in flight only queue. */
const PARALLEL = 6;
/** The spread of culture scores: from the line − 30 to the line + 90, evenly over the members. */
const CULTURE_FROM = -30;
const CULTURE_SPAN = 120;
/** 统考 from the line − 15 to the line + 45, stepped so that neighbours in culture differ in 统考. */
const TESTS_FROM = -15;
const TESTS_SPAN = 61;

/**
 * Makes the members of one scope, or null when the data set has no such scope (the generated data
 * holds fewer provinces than the official one). `prefix`: the first digits of their mobiles, one
 * per run and scope, so that no two members share a number.
 */
export async function populateScope(baseUrl: string, spec: ScopeSpec, prefix: string): Promise<ScopePopulation | null> {
  const scope = await findScope(baseUrl, spec);
  if (!scope) {
    return null;
  }
  // A first member reads what the API tells a family: the art 本科 line and the batches.
  const probe = await loginThroughApi(baseUrl, `${prefix}9999`);
  await call(
    baseUrl,
    'POST',
    '/api/v1/createMemberNemtInfo',
    probe,
    profileBody(scope, 0, scope.cultureLimit * 0.6, scope.testsLimit * 0.7),
  );
  const line = artLine(await call(baseUrl, 'GET', '/api/v1/filling/overview', probe));
  const batch = largestBatch(await call(baseUrl, 'GET', '/api/v1/filling/batches', probe));
  const plans = spreadScores(line, { culture: scope.cultureLimit, tests: scope.testsLimit }, spec.members);
  const members = await inParallel(plans, async (plan, i): Promise<Member> => {
    const token = await loginThroughApi(baseUrl, `${prefix}${String(i).padStart(4, '0')}`);
    await call(baseUrl, 'POST', '/api/v1/createMemberNemtInfo', token, profileBody(scope, i, plan.culture, plan.tests));
    if (plan.vip) {
      await buyVip(baseUrl, token);
    }
    return { token, batchId: batch.id, ...plan };
  });
  return { scope: `${spec.province} ${scope.name}`, line, batchName: batch.name, planCount: batch.planCount, members };
}

/**
 * The members' scores: culture from the line − 30 to the line + 90 in even steps (no two alike, so
 * no two share an evaluation), 统考 from the line − 15 to the line + 45 in a scattered order, every
 * second member VIP. Within the category's full scores.
 */
export function spreadScores(
  line: { culture: number; tests: number },
  full: { culture: number; tests: number },
  members: number,
): { culture: number; tests: number; vip: boolean }[] {
  return Array.from({ length: members }, (_, i) => ({
    culture: clamp(round2(line.culture + CULTURE_FROM + (CULTURE_SPAN * i) / members), 1, full.culture),
    tests: clamp(line.tests + TESTS_FROM + ((i * 37) % TESTS_SPAN), 1, full.tests),
    vip: i % 2 === 1,
  }));
}

interface FoundScope {
  provinceId: number;
  examCategoryId: number;
  name: string;
  cultureLimit: number;
  testsLimit: number;
  /** 0 文理, 1 = 3+3, 2 = 3+1+2 (shared/rules/subjects.ts). */
  subjectType: number;
  isNew: number;
  firstChoice: string[];
  secondChoice: string[];
}

async function findScope(baseUrl: string, spec: ScopeSpec): Promise<FoundScope | null> {
  const provinces = records(await call(baseUrl, 'GET', '/api/v1/getProvinceListForNemtInfo'));
  const province = provinces.find((p) => isRecord(p.area) && p.area.name === spec.province);
  if (typeof province?.provinceId !== 'number') {
    return null;
  }
  const categories = records(await call(baseUrl, 'GET', `/api/v1/getExamCategoryList?provinceId=${province.provinceId}`));
  const selectable = categories.filter((c) => isRecord(c.examCategoryScore));
  const category = selectable.find((c) => c.name === spec.category) ?? selectable.find((c) => String(c.name).startsWith(spec.category));
  if (!category || typeof category.id !== 'number' || !isRecord(category.examCategoryScore)) {
    return null;
  }
  const info = await call(baseUrl, 'GET', `/api/v1/getProvinceNemtInfo?provinceId=${province.provinceId}`);
  if (!isRecord(info)) {
    return null;
  }
  const split = (text: unknown) =>
    String(text ?? '')
      .split('、')
      .filter(Boolean);
  return {
    provinceId: province.provinceId,
    examCategoryId: category.id,
    name: String(category.name),
    cultureLimit: Number(category.examCategoryScore.cultureFullScoreLimit),
    testsLimit: Number(category.examCategoryScore.testsFullScoreLimit),
    subjectType: Number(info.type),
    isNew: Number(info.isNew),
    firstChoice: split(info.firstChoiceSubject),
    secondChoice: split(info.secondChoiceSubject),
  };
}

/**
 * The score profile of the i-th member. Art students choose 历史 mostly: three in four do here, the
 * fourth 物理 (or 理科), so both subject groups' lines and tables are read.
 */
function profileBody(scope: FoundScope, i: number, culture: number, tests: number): Data {
  const science = i % 4 === 3;
  return {
    provinceId: scope.provinceId,
    examCategoryId: scope.examCategoryId,
    cultureScore: culture,
    testsScore: tests,
    language: '英语',
    identity: 1,
    selectSubject: JSON.stringify({ is_new: scope.isNew, type: scope.subjectType, subject: subjectsOf(scope, science) }),
  };
}

function subjectsOf(scope: FoundScope, science: boolean): string[] {
  const pick = (list: string[], wanted: string[], n: number) => {
    const chosen = list.filter((s) => wanted.includes(s));
    return (chosen.length >= n ? chosen : list).slice(0, n);
  };
  if (scope.subjectType === 2) {
    const first = pick(scope.firstChoice, [science ? '物理' : '历史'], 1);
    return [...first, ...pick(scope.secondChoice, science ? ['化学', '生物'] : ['政治', '思想政治', '地理'], 2)];
  }
  if (scope.subjectType === 1) {
    return pick(scope.firstChoice, science ? ['物理', '化学', '生物'] : ['政治', '思想政治', '历史', '地理'], 3);
  }
  return pick(scope.firstChoice, [science ? '理科' : '文科'], 1);
}

/** The art category's 本科 line of the overview (历史's where lines are split), else a middling one. */
function artLine(overview: unknown): ScopePopulation['line'] {
  const lines = isRecord(overview) ? records(overview.lines) : [];
  const art = lines.filter((l) => l.ordinary === false && l.level === '本科' && (l.subjectGroup === '' || l.subjectGroup === '历史'));
  const culture = art.find((l) => typeof l.culture === 'number');
  const tests = art.find((l) => typeof l.tests === 'number');
  return {
    culture: typeof culture?.culture === 'number' ? culture.culture : 400,
    tests: typeof tests?.tests === 'number' ? tests.tests : 200,
    year: typeof culture?.year === 'number' ? culture.year : null,
  };
}

function largestBatch(answer: unknown): { id: number; name: string; planCount: number } {
  const batches = isRecord(answer) ? records(answer.batches) : [];
  const largest = [...batches].sort((a, b) => Number(b.planCount) - Number(a.planCount))[0];
  if (typeof largest?.id !== 'number' || !(Number(largest.planCount) > 0)) {
    throw new Error('no batch with plans');
  }
  return { id: largest.id, name: String(largest.name), planCount: Number(largest.planCount) };
}

/** Buys a VIP card through the sandbox's own confirmation, as e2e/tests/responsive.spec.ts does. */
async function buyVip(baseUrl: string, token: string): Promise<void> {
  const cards = records(await call(baseUrl, 'GET', '/api/v1/vipCard/list', token));
  const card = cards.find((c) => c.name === '高考志愿卡') ?? cards[0];
  if (!card) {
    throw new Error('no VIP card on sale');
  }
  const created = await call(baseUrl, 'POST', '/api/v1/vipOrder/create', token, {
    appName: '艺志愿',
    payAmount: card.currentPrice,
    payType: 11,
    source: 4,
    vipCardId: card.id,
  });
  const orderId = isRecord(created) ? created.orderId : undefined;
  const paid = await call(baseUrl, 'POST', '/api/v1/vipOrder/pay', token, { payType: 11, orderId, appName: '艺志愿' });
  const response = isRecord(paid) && isRecord(paid.config) && isRecord(paid.config.response) ? paid.config.response : {};
  const payToken = new URL(String(response.code_url)).searchParams.get('token');
  const confirmed = await call(baseUrl, 'POST', '/api/v1/pay/sandbox/confirm', undefined, { orderId, token: payToken });
  if (!isRecord(confirmed) || confirmed.status !== 'SUCCESS') {
    throw new Error(`sandbox payment not confirmed: ${JSON.stringify(confirmed)}`);
  }
}

async function inParallel<T, R>(items: T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return out;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/**
 * The whole population: the largest scope (required) and those of the others the data set holds.
 * Mobiles 137 + two digits of this run + two of the scope + four of the member.
 */
export async function populate(baseUrl: string): Promise<{ largest: ScopePopulation; others: ScopePopulation[] }> {
  const started = Date.now();
  const run = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  const prefix = (index: number) => `137${run}${String(index).padStart(2, '0')}`;
  const largest = await populateScope(baseUrl, LARGEST_SCOPE, prefix(0));
  if (!largest) {
    throw new Error(`the data set has no ${LARGEST_SCOPE.province} ${LARGEST_SCOPE.category}`);
  }
  const others: ScopePopulation[] = [];
  for (const [i, spec] of OTHER_SCOPES.entries()) {
    const population = await populateScope(baseUrl, spec, prefix(i + 1));
    if (population) {
      others.push(population);
    } else {
      console.log(`population: the data set has no ${spec.province} ${spec.category}, left out`);
    }
  }
  for (const p of [largest, ...others]) {
    const vip = p.members.filter((m) => m.vip).length;
    console.log(
      `population: ${p.scope}, ${p.members.length} members (${vip} VIP) around the art 本科 line ${p.line.culture}/${p.line.tests}` +
        `${p.line.year ? ` (${p.line.year})` : ''}; ${p.batchName}, ${p.planCount} plans`,
    );
  }
  console.log(`population made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { largest, others };
}

/** What a results file records of a population. */
export function describePopulation(p: ScopePopulation) {
  return {
    scope: p.scope,
    members: p.members.length,
    vip: p.members.filter((m) => m.vip).length,
    line: p.line,
    batch: p.batchName,
    plans: p.planCount,
  };
}
