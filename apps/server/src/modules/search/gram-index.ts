/**
 * The in-memory keyword index of one kind of record (schools, majors or articles): for every
 * piece of 1 to 3 characters of the records' texts (lower case), the positions of the records
 * holding it, ascending. Positions are places in the order the answers are listed in (schools by
 * id, majors by code, articles newest first), so the first matches are the first rows to answer.
 */

const MAX_GRAM = 3;

/** Every distinct piece of 1..3 characters of the texts, lower case (characters, not UTF-16 units). */
export function gramsOf(texts: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    const chars = [...text.toLowerCase()];
    for (let start = 0; start < chars.length; start++) {
      for (let length = 1; length <= MAX_GRAM && start + length <= chars.length; length++) {
        grams.add(chars.slice(start, start + length).join(''));
      }
    }
  }
  return [...grams];
}

const NONE = new Int32Array(0);

export class GramIndex {
  private readonly postings = new Map<string, Int32Array>();

  /** `textsAt[position]`: the searched texts of the record at that position. */
  constructor(textsAt: readonly (readonly string[])[]) {
    const lists = new Map<string, number[]>();
    textsAt.forEach((texts, position) => {
      for (const gram of gramsOf(texts)) {
        const list = lists.get(gram);
        if (list) {
          list.push(position);
        } else {
          lists.set(gram, [position]);
        }
      }
    });
    // Typed arrays: a fifth of the memory of arrays of numbers, and no per-element boxing.
    for (const [gram, list] of lists) {
      this.postings.set(gram, Int32Array.from(list));
    }
  }

  /** How many pieces and positions the index holds (for the memory note in docs/performance.md). */
  get size(): { grams: number; positions: number } {
    let positions = 0;
    for (const list of this.postings.values()) {
      positions += list.length;
    }
    return { grams: this.postings.size, positions };
  }

  /**
   * Positions whose texts hold one of the needles (lower case), ascending, at most `limit`. A
   * needle of up to 3 characters is a piece: its list is exact. A longer one is looked for
   * among the records holding its rarest 3-character piece, and `holds(position, needle)` decides,
   * only as far as `limit` needs (the header search wants 10).
   */
  matching(needles: readonly string[], holds: (position: number, needle: string) => boolean, limit = Infinity): ArrayLike<number> {
    const sources = [...new Set(needles)].filter((n) => n !== '').map((needle) => this.sourceOf(needle, holds));
    if (sources.length === 1 && !sources[0].test) {
      const { list } = sources[0];
      return list.length <= limit ? list : list.subarray(0, limit);
    }
    return unionOf(sources, limit);
  }

  private sourceOf(needle: string, holds: (position: number, needle: string) => boolean): Source {
    const chars = [...needle];
    if (chars.length <= MAX_GRAM) {
      return { list: this.postings.get(needle) ?? NONE, test: null };
    }
    let rarest: Int32Array | undefined;
    for (let start = 0; start + MAX_GRAM <= chars.length; start++) {
      const list = this.postings.get(chars.slice(start, start + MAX_GRAM).join('')) ?? NONE;
      if (!rarest || list.length < rarest.length) {
        rarest = list;
      }
    }
    return { list: rarest ?? NONE, test: (position) => holds(position, needle) };
  }
}

/** An ascending list of positions, and the test each must pass (none for an exact piece). */
interface Source {
  list: Int32Array;
  test: ((position: number) => boolean) | null;
}

/** The ascending union of the sources' passing positions, without duplicates, cut at `limit`. */
function unionOf(sources: readonly Source[], limit: number): number[] {
  const heads = sources.map(() => 0);
  // Moves a source's head to its next passing position (tests run only on positions reached).
  const settle = (i: number) => {
    const { list, test } = sources[i];
    while (test && heads[i] < list.length && !test(list[heads[i]])) {
      heads[i]++;
    }
  };
  sources.forEach((_, i) => settle(i));
  const out: number[] = [];
  while (out.length < limit) {
    let next = Infinity;
    for (let i = 0; i < sources.length; i++) {
      if (heads[i] < sources[i].list.length && sources[i].list[heads[i]] < next) {
        next = sources[i].list[heads[i]];
      }
    }
    if (next === Infinity) {
      break;
    }
    out.push(next);
    for (let i = 0; i < sources.length; i++) {
      if (heads[i] < sources[i].list.length && sources[i].list[heads[i]] === next) {
        heads[i]++;
        settle(i);
      }
    }
  }
  return out;
}
