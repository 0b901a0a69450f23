import type { ImportTableKey } from '@yzy/shared/contracts';
import type { SheetRow } from './spreadsheet';

export interface LayoutDefaults {
  year: string;
  province: string;
  examCategory: string;
  batch: string;
}

export function readOfficialLayout(_table: ImportTableKey, sheet: SheetRow[], _defaults: LayoutDefaults): { sheet: SheetRow[]; layout: string | null } {
  return { sheet, layout: null };
}
