/**
 * The raw lgh files beside the derived CSVs: their `sourceNotes` name each publication's official
 * page, and their 2026 control-line records keep the 专业 line the derived CSV flattened away.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from './io';
import { KNOWN_SOURCE_URLS } from './source-urls';

export interface SourceNote {
  id: string;
  title?: string;
  url?: string;
}

export interface RawControlRecord {
  id: string;
  sourceUrl?: string;
  professionalMinScore?: number | null;
  professionalScoreLine?: number | null;
}

interface RawFile {
  sourceNotes?: SourceNote[];
  sourcePatch?: SourceNote;
  records?: RawControlRecord[];
  rankConversions?: unknown[];
}

export class LghRaw {
  readonly notes = new Map<string, SourceNote>();
  readonly controlRecords = new Map<string, RawControlRecord>();

  constructor(lghDir: string) {
    for (const folder of ['raw/control-lines-2026', 'raw/rank-conversion-2025']) {
      const dir = join(lghDir, folder);
      for (const name of readdirSync(dir).sort()) {
        const file = readJson<RawFile>(join(dir, name));
        for (const note of [...(file.sourceNotes ?? []), ...(file.sourcePatch ? [file.sourcePatch] : [])]) {
          if (!this.notes.has(note.id)) {
            this.notes.set(note.id, note);
          }
        }
        for (const record of file.records ?? []) {
          this.controlRecords.set(record.id, record);
        }
      }
    }
  }

  /** The official page of a row: its own URL, else its source's note, else a reviewed entry; '' when none. */
  urlOf(sourceId: string, rowUrl: string | undefined): string {
    return rowUrl || this.notes.get(sourceId)?.url || KNOWN_SOURCE_URLS[sourceId]?.url || '';
  }

  /**
   * The page a source's rows link: the official URL found, or null for a publication recorded as
   * official whose own page is not known (KNOWN_SOURCE_URLS `pageUnknown`).
   */
  pageOf(sourceId: string, url: string): string | null {
    return KNOWN_SOURCE_URLS[sourceId]?.pageUnknown && url === KNOWN_SOURCE_URLS[sourceId].url ? null : url;
  }

  titleOf(sourceId: string): string | undefined {
    return this.notes.get(sourceId)?.title ?? KNOWN_SOURCE_URLS[sourceId]?.title;
  }
}
