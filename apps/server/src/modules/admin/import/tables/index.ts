import type { ImportTableKey } from '@yzy/shared/contracts';
import { importerOf, type Importer } from '../check';
import { admissionRecords } from './admission-records';
import { controlLines } from './control-lines';
import { enrollmentPlans } from './enrollment-plans';
import { formulas } from './formulas';
import { majors } from './majors';
import { schools } from './schools';
import { scoreRanks } from './score-ranks';

/** Every importable table by key. */
export const IMPORTERS: Record<ImportTableKey, Importer> = {
  schools: importerOf(schools),
  majors: importerOf(majors),
  enrollmentPlans: importerOf(enrollmentPlans),
  admissionRecords: importerOf(admissionRecords),
  scoreRanks: importerOf(scoreRanks),
  controlLines: importerOf(controlLines),
  formulas: importerOf(formulas),
};
