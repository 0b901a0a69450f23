import { HISTORY_YEARS } from '@yzy/shared/rules';
import ExcelJS from 'exceljs';
import type { VolunteerDetail } from '@yzy/shared/contracts';
import { safeRow } from '../../lib/spreadsheet-cell';

/**
 * The .xlsx of a volunteer table: one row per major, slots merged, lines of the last three years,
 * the official 院校代号 / 专业组代号 where the data has them, and each line's year and publisher
 * (数据来源), so the printed table can be checked against the official pages.
 */
export async function volunteerWorkbook(detail: VolunteerDetail, nowMs = Date.now()): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '艺志愿';
  workbook.created = new Date(nowMs);
  const sheet = workbook.addWorksheet('志愿表', { views: [{ state: 'frozen', ySplit: 4 }] });
  // Every row goes through safeRow: a table name, a school or a note that starts like a formula is text.
  const addRow = (values: readonly unknown[]) => sheet.addRow(safeRow(values));
  const years = [...new Set(detail.entries.flatMap((e) => e.majors.flatMap((m) => m.lines.map((l) => l.year))))]
    .sort((a, b) => b - a)
    .slice(0, HISTORY_YEARS);
  const header = [
    '志愿',
    '院校',
    '院校所在地',
    '院校代号',
    '专业组代号',
    '专业序号',
    '专业',
    '计划数',
    '学费（元/年）',
    ...years.map((y) => `${y}年最低分/位次`),
    '档位',
    '录取概率',
    '服从调剂',
    '数据来源',
    '备注',
  ];
  const snapshot = detail.scoreSnapshot;
  addRow([`${detail.name}（${detail.year}年 ${detail.batchName}，${detail.batch.mode}志愿，最多${detail.batch.maxSlots}个志愿）`]);
  addRow([
    `成绩：文化${snapshot.cultureScore}，统考${snapshot.testsScore}，综合分${snapshot.composite}${snapshot.rank ? (snapshot.rankEntered ? `，位次${snapshot.rank}（你填写的位次）` : `，位次约${snapshot.rank}${snapshot.rankEstimated ? '（按往年一分一段估算）' : ''}`) : ''}`,
  ]);
  const referenceYears = [
    ...new Set(detail.entries.flatMap((e) => e.majors.filter((m) => m.reference).flatMap((m) => m.lines.map((l) => l.year)))),
  ];
  if (referenceYears.length > 0) {
    addRow([
      `${detail.year}年招生计划尚未公布：标“参考”的专业按${Math.max(...referenceYears)}年及以前的录取数据列出，计划数和学费未公布，计划公布后请核对。`,
    ]);
  }
  addRow([
    `导出时间：${new Date(nowMs).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}。数据与概率仅供参考，请以考试院和院校公布为准。`,
  ]);
  const head = addRow(header);
  head.font = { bold: true };
  for (const entry of detail.entries) {
    const first = sheet.rowCount + 1;
    entry.majors.forEach((major, i) => {
      const lines = years.map((y) => {
        const line = major.lines.find((l) => l.year === y);
        return line ? `${line.minScore}/${line.minRank ?? '-'}` : '-';
      });
      const notes = [...major.exclusions.map((x) => x.message), ...(major.exists ? [] : ['招生计划已不存在'])].join('；');
      // Every line with its year and publisher; a published plan's own publisher first.
      const sources = [
        ...(major.exists && !major.reference && major.source ? [`${detail.year}年计划：${major.source}`] : []),
        ...major.lines.map((l) => `${l.year}年：${l.source}`),
      ].join('；');
      const probability =
        major.probability === null ? (detail.probabilityLocked ? '开通VIP查看' : '-') : `${Math.round(major.probability * 100)}%`;
      addRow([
        `第${entry.slot}志愿`,
        entry.school.name,
        entry.school.provinceName,
        major.schoolCode ?? '-',
        major.groupCode ?? '-',
        i + 1,
        major.majorName,
        major.planCount ?? (major.reference ? '未公布（参考）' : '未公布'),
        major.tuition === null ? '未公布' : Number(major.tuition),
        ...lines,
        major.tier ?? (major.tierLocked ? '开通VIP查看' : '-'),
        probability,
        entry.adjust ? '是' : '否',
        sources || '-',
        notes,
      ]);
    });
    const last = sheet.rowCount;
    if (last > first) {
      for (const column of [1, 2, 3, 4, header.length - 2]) {
        sheet.mergeCells(first, column, last, column);
      }
    }
  }
  const violations = detail.violations.map((v) => `${v.severity === 'error' ? '错误' : '提醒'}：${v.message}`);
  if (violations.length > 0) {
    addRow([]);
    for (const text of violations) {
      addRow([text]);
    }
  }
  sheet.columns.forEach((column, i) => {
    column.width = [8, 22, 10, 10, 10, 8, 22, 8, 12][i] ?? (i === header.length - 2 ? 40 : 16);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Content-Disposition for a download with a Chinese name: an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(name: string, fallback: string): string {
  const safe = name.replace(/[\\/:*?"<>|\r\n]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
