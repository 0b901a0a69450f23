/**
 * Official art admission rows (投档 and 录取 kept apart) and plans: lgh art_admission_official.csv
 * and the Shandong 2024 音乐类 投档 table.
 */
import { join } from 'node:path';
import type { AdmissionRow, Level, PlanRow } from '../format';
import {
  admissionKindOf,
  groupCodeOf,
  labelSubjectGroup,
  pageTitleMajor,
  provinceSubjectGroup,
  scoreLimit,
  scoreMetricOf,
  withGroupNote,
} from './admission-labels';
import { isNamedSchool, type MajorMatcher, type SchoolMatcher } from './catalogue';
import { num, readCsv } from './io';
import type { LghRaw } from './lgh-raw';
import { artCategoriesOf, artCategoryOfMajor, levelOf, otherArtReason, provinceShortName, subjectGroupOf } from './names';
import { authorityPublisher, type Drops, isHttpUrl, type Sources } from './sources';

/** Words by which a row says it is an art admission. */
const ART_ADMISSION = /艺术|美术|音乐|舞蹈|表演|播音|书法|统考/;

export interface Matchers {
  schools: SchoolMatcher;
  majors: MajorMatcher;
  schoolLevel: Map<string, Level>;
}

/** A group label in the major column (院校专业组投档最低分 …) is not a major. */
const LABEL = /投档|院校专业组|最低分|控制线|分数线/;

/** The university that published a school-site source: the school most of its rows name. */
function schoolPublishers(rows: Record<string, string>[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const r of rows.filter((x) => x.sourceQuality.startsWith('official-school-'))) {
    const byName = counts.get(r.sourceId) ?? new Map<string, number>();
    byName.set(r.schoolName, (byName.get(r.schoolName) ?? 0) + 1);
    counts.set(r.sourceId, byName);
  }
  return new Map(
    [...counts.entries()].map(([id, byName]) => [id, [...byName.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0]]),
  );
}

export function buildLghAdmissions(realDir: string, raw: LghRaw, sources: Sources, drops: Drops, m: Matchers) {
  const rows = readCsv(join(realDir, 'lgh-official-gaokao/derived/art_admission_official.csv'));
  const publishers = schoolPublishers(rows);
  const admissions: AdmissionRow[] = [];
  const plans: PlanRow[] = [];
  for (const r of rows) {
    const plan = r.dataType === 'admission-plan';
    const kind = plan ? 'plans' : 'admissions';
    const province = provinceShortName(r.province);
    const year = Number(r.year);
    const url = raw.urlOf(r.sourceId, r.source_url);
    if (!r.sourceQuality.startsWith('official-')) {
      drops.add(kind, 'third-party source');
      continue;
    }
    if (!province || !(year >= 2015 && year <= 2026)) {
      drops.add(kind, 'province not recognised or year outside 2015–2026');
      continue;
    }
    if (!isHttpUrl(url)) {
      drops.add(kind, 'no official URL for the source');
      continue;
    }
    const schoolName = r.schoolName.trim();
    const moeCode = m.schools.match(schoolName);
    if (!moeCode && !isNamedSchool(schoolName)) {
      drops.add(kind, 'school not named');
      continue;
    }
    const text = `${r.subjectType} ${r.batch} ${r.majorGroup} ${r.majorName}`;
    if (/专升本|对口|单招|中职|体育/.test(`${r.subjectType} ${r.batch}`)) {
      drops.add(kind, 'not a gaokao art row (专升本, 对口, 单招, 体育)');
      continue;
    }
    const named = artCategoriesOf(`${r.subjectType} ${r.batch} ${r.majorGroup}`);
    // A major's name decides the category only on a row that says it is an art admission: schools
    // also admit ordinary (物理/历史) candidates to design majors, on another score entirely.
    if (named.length !== 1 && !ART_ADMISSION.test(`${r.subjectType} ${r.batch} ${r.majorGroup} ${r.dataType}`)) {
      drops.add(kind, 'not stated as an art admission (an ordinary-batch row naming a design or music major)');
      continue;
    }
    const cat = named.length === 1 ? named[0] : artCategoryOfMajor(r.majorName);
    if (!cat) {
      drops.add(kind, otherArtReason(text) ?? 'no product art category (广播电视编导, 艺术史论, or not art)');
      continue;
    }
    const level =
      levelOf(`${r.batch} ${r.dataType}`) ?? (r.dataType.startsWith('vocational') ? '专科' : moeCode ? m.schoolLevel.get(moeCode) : null);
    if (!level) {
      drops.add(kind, 'level (本科/专科) not stated');
      continue;
    }
    const school = r.sourceQuality.startsWith('official-school-') ? publishers.get(r.sourceId) : undefined;
    const sourceId = sources.add({
      id: r.sourceId,
      publisher: school ? `${school}本科招生网` : authorityPublisher(province, url),
      // A university's results span one page per province and year: the source is its site, each row keeps its page.
      url: school ? siteOf(url) : url,
      title:
        raw.titleOf(r.sourceId) ?? (school ? `${school}历年分省录取分数` : `${province}${year}年艺术类${plan ? '招生计划' : '投档情况'}`),
    });
    const titled = pageTitleMajor(r.majorName, schoolName);
    const majorName = LABEL.test(titled.majorName)
      ? ''
      : withGroupNote(titled.majorName, r.majorGroup, [r.batch, r.subjectType, r.province, r.year, schoolName]);
    const base = {
      province,
      year,
      category: cat.category,
      // A 主项 line of 音乐教育 is a 音乐教育 line; its major name keeps the 主项.
      direction: cat.direction.startsWith('音乐教育') ? '音乐教育' : cat.direction,
      subjectGroup: provinceSubjectGroup(
        province,
        year,
        subjectGroupOf(`${r.subjectType} ${titled.subject}`) || labelSubjectGroup(r.batch) || labelSubjectGroup(r.majorGroup),
      ),
      level,
      batchName: r.batch.trim(),
      schoolName,
      moeCode,
      schoolCode: r.schoolCode.trim() || null,
      groupCode: groupCodeOf(r.majorGroup.trim()),
      majorNo: titled.majorNo,
      majorName,
      majorCode: majorName ? m.majors.match(majorName) : null,
      batchLabel: '',
      schoolFormula: null,
      // The row's own page; an exam authority's table is one page, which every row of it shares.
      sourceUrl: r.source_url.trim() || (school ? null : url),
      sourceId,
    };
    if (plan) {
      const planCount = num(r.planCount);
      if (planCount === null) {
        drops.add(kind, 'no plan count');
        continue;
      }
      plans.push({ ...base, planCount, tuition: num(r.tuition), years: null });
      continue;
    }
    const line = lineFiguresOf(r, province);
    if (typeof line === 'string') {
      drops.add(kind, line);
      continue;
    }
    admissions.push({ ...base, ...line });
  }
  return { admissions, plans };
}

type LineFigures = Pick<
  AdmissionRow,
  'kind' | 'scoreMetric' | 'minScore' | 'maxScore' | 'avgScore' | 'minRank' | 'planCount' | 'admittedCount' | 'alsoSources'
>;

/** An admission row's figures, or why the row is dropped (a score outside what the paper allows is a misread figure). */
function lineFiguresOf(r: Record<string, string>, province: string): LineFigures | string {
  const minScore = num(r.minScore);
  const scoreMetric = scoreMetricOf(`${r.majorName} ${r.scoreMetric}`);
  if (minScore === null || minScore <= 0 || minScore > scoreLimit(scoreMetric, province)) {
    return 'no minimum score, or one outside the full score';
  }
  const avgScore = num(r.averageScore);
  const maxScore = num(r.maxScore);
  if (
    (avgScore !== null && (avgScore < minScore || avgScore > scoreLimit(scoreMetric, province))) ||
    (maxScore !== null && maxScore > scoreLimit(scoreMetric, province))
  ) {
    return 'average below the minimum, or average or maximum above the full score (a misread figure)';
  }
  return {
    kind: admissionKindOf(`${r.dataType} ${r.batch} ${r.majorGroup} ${r.majorName} ${r.scoreMetric}`),
    scoreMetric,
    minScore,
    maxScore,
    avgScore,
    minRank: r.rankDerivedFromScore === 'True' ? null : num(r.minRank),
    planCount: num(r.planCount),
    admittedCount: num(r.admittedCount),
    alsoSources: [],
  };
}

/** The site root of a page: https://zs.example.edu.cn/a/b.html → https://zs.example.edu.cn/. */
export function siteOf(url: string): string {
  try {
    return `${new URL(url).origin}/`;
  } catch {
    return url;
  }
}

/** 山东 2024 艺术类本科批 音乐类 投档 (第1次 and 第2次志愿), scored on the 综合分. */
export function buildShandongFiling(realDir: string, sources: Sources, drops: Drops, m: Matchers): AdmissionRow[] {
  const sourceId = sources.add({
    id: 'sdzk-2024-music-filing',
    publisher: '山东省教育招生考试院',
    url: null,
    title: '山东省2024年艺术类本科批音乐类志愿投档情况表（sdzk.cn发布；原页面地址未收录）',
  });
  const out: AdmissionRow[] = [];
  for (const r of readCsv(join(realDir, 'shandong-art-official/shandong_2024_music_toudang.csv'))) {
    const minScore = num(r.min_composite_score);
    if (minScore === null || minScore > 750) {
      drops.add('admissions', 'no minimum score, or one outside the full score');
      continue;
    }
    out.push({
      province: '山东',
      year: Number(r.year),
      category: '音乐类',
      direction: '',
      subjectGroup: '',
      level: '本科',
      batchName: `${r.batch}（第${r.round}次志愿）`,
      kind: '投档',
      schoolName: r.school_name.trim(),
      moeCode: m.schools.match(r.school_name),
      schoolCode: r.school_code.trim() || null,
      groupCode: null,
      majorNo: null,
      majorName: `${r.major_code.trim()} ${r.major_name.trim()}`.trim(),
      majorCode: m.majors.match(r.major_name),
      batchLabel: '',
      schoolFormula: null,
      // The authority's file was gathered without its page address.
      sourceUrl: null,
      alsoSources: [],
      scoreMetric: '综合分',
      minScore,
      maxScore: null,
      avgScore: null,
      minRank: null,
      planCount: num(r.plan),
      admittedCount: null,
      sourceId,
    });
  }
  return out;
}
