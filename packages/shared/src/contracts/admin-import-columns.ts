/**
 * The columns of every import table, as the template files and the README show them. A header
 * marked required must be present and filled in every row. 来源 (source) is optional per row:
 * an empty cell takes the source given with the upload. The first worksheet (XLSX) or the whole
 * file (CSV, UTF-8 or GBK) is read; the first row holds the headers; blank rows are skipped.
 */
export const IMPORT_TABLE_KEYS = [
  'schools',
  'majors',
  'enrollmentPlans',
  'admissionRecords',
  'scoreRanks',
  'controlLines',
  'formulas',
] as const;
export type ImportTableKey = (typeof IMPORT_TABLE_KEYS)[number];

export interface ImportColumn {
  /** Header text in the file (Chinese). */
  header: string;
  /** Field name the server maps it to. */
  field: string;
  required: boolean;
  /** What goes in the cell. */
  note: string;
  /** The template's example cell. */
  example: string;
}

export interface ImportTableSpec {
  label: string;
  /** What a commit replaces or updates. */
  scope: string;
  columns: readonly ImportColumn[];
}

const c = (header: string, field: string, required: boolean, note: string, example: string): ImportColumn => ({
  header,
  field,
  required,
  note,
  example,
});

const YEAR = c('年份', 'year', true, '数据所属年份，2000–2100', '2026');
const PROVINCE = c('省份', 'province', true, '省份简称或全称，须为系统已有省份', '河南');
const CATEGORY = c(
  '科类',
  'examCategory',
  true,
  '该省的统考科类名称，与报考科类列表一致；省控线和文化一分一段可填“普通类”',
  '美术与设计类',
);
const SCHOOL = c('院校名称', 'school', true, '须为系统已有院校（先导入院校表）', '南京艺术学院');
const BATCH = c('批次', 'batch', true, '该省当年的批次名称；当年没有时沿用该省最近一年的同名批次设置', '艺术类本科批');
const MAJOR_NAME = c('专业名称', 'majorName', true, '按招生计划公布的专业或专业组名称', '美术学');
const MAJOR_CODE = c('专业代码', 'majorCode', false, '本科专业目录代码，填写时须为系统已有专业', '130401');
const SOURCE = c('来源', 'source', false, '发布单位，最多50字；留空则用上传时填写的来源', '河南省教育考试院');
const SOURCE_URL = c('来源链接', 'sourceUrl', false, '官方发布页面的 http(s) 地址，会显示在数据旁', 'https://www.haeea.cn/');
const SUBJECT_GROUP = c('选科组', 'subjectGroup', false, '物理、历史（或旧高考的理科、文科），不分组留空', '');
const SCHOOL_CODE = c('院校代号', 'schoolCode', false, '该省的院校代号', '');
const GROUP_CODE = c('专业组代号', 'groupCode', false, '按院校专业组填报时的专业组代号', '');
const SCHOOL_FORMULA = c(
  '院校公式',
  'schoolFormula',
  false,
  '该校自定的综合分公式，只写与本省公式不同之处（JSON），如 {"cultureWeight":0.6} 为文化×60%+专业×100%（河南），{"kind":"cultureOnly"} 为按文化成绩排序；留空为本省公式',
  '',
);

export const IMPORT_TABLES: Record<ImportTableKey, ImportTableSpec> = {
  schools: {
    label: '院校',
    scope: '按院校名称新增或更新（不删除未出现的院校）',
    columns: [
      c('院校名称', 'name', true, '全称，唯一', '南京艺术学院'),
      c('所在省份', 'province', true, '院校所在省份', '江苏'),
      c('城市', 'city', true, '所在城市', '南京'),
      c('类型', 'type', true, '综合、艺术、师范、理工、农林、传媒之一', '艺术'),
      c('办学性质', 'nature', true, '公办、民办、中外合作之一', '公办'),
      c('标签', 'tags', false, '985、211、双一流、独立设置艺术院校、参照执行，多个用顿号分隔', '独立设置艺术院校'),
      c('拼音', 'pinyin', false, '每字一个音节、空格分隔，用于拼音和首字母搜索', 'nan jing yi shu xue yuan'),
      c('官网', 'website', false, 'http(s) 地址', 'https://www.nua.edu.cn'),
      c('标志', 'logo', false, '标志图片 http(s) 地址', ''),
      c('简介', 'intro', false, '纯文本', '国内最早的高等艺术学府之一。'),
      c('开设专业代码', 'majorCodes', false, '开设的专业代码，顿号分隔；填写时替换该校的开设专业', '130401、130402'),
      c('数据年份', 'year', true, '院校信息所属年份', '2026'),
      c('学校标识码', 'moeCode', false, '教育部全国高等学校名单的10位学校标识码', '4132010331'),
      c('主管部门', 'department', false, '', '江苏省'),
      c('办学层次', 'level', false, '本科或专科，默认本科', '本科'),
      SOURCE,
      SOURCE_URL,
    ],
  },
  majors: {
    label: '专业',
    scope: '按专业代码新增或更新（不删除未出现的专业）',
    columns: [
      c('专业代码', 'code', true, '目录代码（六位，外国语言文学类部分为七位），特设专业带T、国控专业带K', '130401'),
      c('专业名称', 'name', true, '', '美术学'),
      c('专业类代码', 'classCode', true, '四位专业类代码', '1304'),
      c('专业类名称', 'className', true, '', '美术学类'),
      c('学位', 'degree', true, '授予学位门类', '艺术学学士'),
      c('学制', 'years', true, '年，1–8', '4'),
      c(
        '统考科类',
        'examCategory',
        false,
        '通常对应的全国统考科类（美术与设计类、音乐类、舞蹈类、表（导）演类、播音与主持类、书法类）；留空为无需专业统考',
        '美术与设计类',
      ),
      c('简介', 'intro', false, '纯文本', '学习中外美术史论与创作实践。'),
      c('目录年份', 'year', true, '专业目录版本年份', '2026'),
      SOURCE,
      SOURCE_URL,
    ],
  },
  enrollmentPlans: {
    label: '招生计划',
    scope: '替换文件中出现的每个（年份、省份、科类）的全部招生计划',
    columns: [
      YEAR,
      PROVINCE,
      CATEGORY,
      SCHOOL,
      BATCH,
      MAJOR_NAME,
      MAJOR_CODE,
      c('计划人数', 'planCount', true, '整数，0–100000', '30'),
      c('学费', 'tuition', false, '元/年，最多两位小数；未公布留空', '15000'),
      c('学制', 'years', false, '年，1–8；未公布留空', '4'),
      c('文化要求', 'cultureRequirement', false, '文化成绩最低要求（分）', ''),
      c('专业要求', 'testsRequirement', false, '统考成绩最低要求（分）', ''),
      c('选科要求', 'subjectRequirement', false, '如 不限、历史', '不限'),
      c('录取方式', 'admissionBasis', false, '统考（按综合分，默认）或校考（按院校校考成绩，不估算概率）', '统考'),
      SUBJECT_GROUP,
      SCHOOL_CODE,
      GROUP_CODE,
      SCHOOL_FORMULA,
      SOURCE,
      SOURCE_URL,
    ],
  },
  admissionRecords: {
    label: '历年录取',
    scope: '替换文件中出现的每个（年份、省份、科类）的全部录取数据',
    columns: [
      YEAR,
      PROVINCE,
      CATEGORY,
      SCHOOL,
      BATCH,
      MAJOR_NAME,
      MAJOR_CODE,
      c('类型', 'recordKind', false, '投档（投档线）或录取（最低录取分），默认录取；两者分开保存', '录取'),
      c('最低分', 'minScore', true, '最低录取（或投档）综合分', '236.5'),
      c('平均分', 'avgScore', false, '平均录取综合分，不低于最低分', '241.2'),
      c('最低位次', 'minRank', false, '最低分在当年一分一段表中的位次，正整数', ''),
      c('录取人数', 'admittedCount', false, '整数；未公布留空', '28'),
      c('计划人数', 'planCount', false, '当年计划数', '30'),
      SUBJECT_GROUP,
      SCHOOL_CODE,
      GROUP_CODE,
      SCHOOL_FORMULA,
      c('批次备注', 'batchLabel', false, '发布页面原标注的批次名称（与本省官方批次名称不同时填写，显示为备注）', ''),
      SOURCE,
      SOURCE_URL,
    ],
  },
  scoreRanks: {
    label: '一分一段',
    scope: '替换文件中出现的每个（年份、省份、科类、选科组）的一分一段表',
    columns: [
      YEAR,
      PROVINCE,
      CATEGORY,
      SUBJECT_GROUP,
      c('类型', 'kind', false, '综合分（默认）、综合分（专科）、文化或专业；全省普通类的文化一分一段科类填“普通类”', '综合分'),
      c('分数', 'score', true, '整数分数段，同一张表内不重复', '600'),
      c('人数', 'count', true, '该分数的人数', '12'),
      c('累计人数', 'cumulative', true, '该分数及以上的人数：按分数从高到低，每行等于上一行累计加本行人数', '356'),
      SOURCE,
      SOURCE_URL,
    ],
  },
  controlLines: {
    label: '省控线',
    scope: '替换文件中出现的每个（年份、省份、科类）的全部省控线',
    columns: [
      YEAR,
      PROVINCE,
      CATEGORY,
      c('批次', 'batch', true, '批次名称', '艺术类本科批'),
      c('层次', 'level', false, '本科或专科，默认本科', '本科'),
      SUBJECT_GROUP,
      c('文化线', 'cultureScore', false, '文化成绩控制线；文化线、专业线、综合分线至少填一项', '315'),
      c('专业线', 'testsScore', false, '统考成绩控制线', '180'),
      c('综合分线', 'compositeScore', false, '综合分控制线', ''),
      SOURCE,
      SOURCE_URL,
    ],
  },
  formulas: {
    label: '综合分公式',
    scope: '按（年份、省份、科类）新增或更新公式（已保存的考生成绩继续引用）',
    columns: [
      YEAR,
      PROVINCE,
      CATEGORY,
      c('公式类型', 'formulaKind', true, '加权（weighted）、仅专业（testsOnly）、仅文化（cultureOnly）、相加（sum）', '加权'),
      c('文化权重', 'cultureWeight', false, '0–1，加权公式必填，如 0.5 表示文化占50%', '0.5'),
      c('文化满分', 'cultureFullScore', true, '文化总分满分', '750'),
      c('专业满分', 'testsFullScore', true, '统考满分', '300'),
      c('折算满分', 'outputScale', true, '综合分满分', '750'),
      c('保留小数位', 'roundingDigits', false, '0–4，默认2', '2'),
      c('文化含政策加分', 'bonusCounts', false, '是/否，默认是', '是'),
      SOURCE,
    ],
  },
};
