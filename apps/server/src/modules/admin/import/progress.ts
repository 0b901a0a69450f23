/**
 * How far a long import is, for the console's progress bar (GET /api/admin/v1/import/progress):
 * the step it is at, and for the row check how many rows of how many are done (0 of 0 when a step
 * has no count). Steps go in order; a step may be reported many times.
 */
export type ImportProgress = (stage: ImportStage, done?: number, total?: number) => void;

export const IMPORT_STAGES = {
  queued: '等待前一个导入完成',
  read: '读取文件',
  check: '逐行校验',
  compare: '与库中数据核对',
  preview: '试算改动',
  write: '写入数据库',
  revert: '恢复导入前的数据',
} as const;

export type ImportStage = keyof typeof IMPORT_STAGES;

export const noProgress: ImportProgress = () => undefined;
