import type { ScopePopulation } from './population';

/** One row of the bench: a GET against the baseline or the production server. */
export interface Target {
  name: string;
  server: 'baseline' | 'app';
  path: string;
  headers?: Record<string, string>;
  /**
   * Requests sent in turn instead of `path` and `headers` alone: request n of the run (over every
   * connection) is rotation[n mod length]. A population of members asked for in turn.
   */
  rotation?: { path: string; headers: Record<string, string> }[];
}

/** What a browser sends; every target is loaded with it and once without (bench/run.ts). */
export const BROWSER_ENCODING = 'gzip, deflate, br';

/** What targets may need from the run, e.g. a member's token for authenticated endpoints. */
export interface Session {
  token: string;
  /** A member with a score profile (planning-session.ts) and the batch to recommend in. */
  planning: { token: string; batchId: number };
  /** Members in turn, each with scores of their own (population.ts): the largest scope, and the others. */
  cold?: { largest: ScopePopulation; others: ScopePopulation[] };
}

/** The rows, baseline first (the others' ratio is against it). Add endpoints here. */
export function benchTargets(session: Session): Target[] {
  return [
    { name: 'baseline (bare Fastify)', server: 'baseline', path: '/' },
    // The built web app's index page: static file, security headers, no database.
    { name: 'static page /', server: 'app', path: '/' },
    { name: 'memberInfo', server: 'app', path: '/api/v1/memberInfo', headers: { authorization: session.token } },
    // The header search: schools (name, pinyin, short names), majors and articles, 10 each.
    { name: 'search/global', server: 'app', path: `/api/v1/search/global?keyword=${encodeURIComponent('美院')}&limit=10` },
    // 找大学 with a keyword and a filter, on every school of the data set. 学院 + 公办 fills page 2
    // at both scales, so national/demo compares answers of the same size.
    {
      name: 'school/list',
      server: 'app',
      path: `/api/v1/school/list?keyword=${encodeURIComponent('学院')}&nature=${encodeURIComponent('公办')}&page=2&size=20`,
    },
    // 河南 美术与设计类 for one member (free: first rows of each tier): the evaluation is cached, the
    // listing too, so this is the path of a member paging and switching tabs.
    {
      name: 'filling/recommend',
      server: 'app',
      path: `/api/v1/filling/recommend?batchId=${session.planning.batchId}&tier=all&size=20`,
      headers: { authorization: session.planning.token },
    },
    ...coldTargets(session.cold),
  ];
}

/**
 * The same request for a population in turn: every request misses the evaluation cache, so each
 * evaluates the member's whole scope (河南 美术与设计类: ~2,250 plans) before listing its batch.
 */
function coldTargets(cold: Session['cold']): Target[] {
  if (!cold) {
    return [];
  }
  const rotationOf = (populations: ScopePopulation[]) =>
    interleave(populations.map((p) => p.members)).map((m) => ({
      path: recommendPath(m.batchId),
      headers: { authorization: m.token },
    }));
  const targets: Target[] = [
    {
      name: 'filling/recommend cold',
      server: 'app',
      path: recommendPath(cold.largest.members[0].batchId),
      rotation: rotationOf([cold.largest]),
    },
  ];
  if (cold.others.length > 0) {
    const others = rotationOf(cold.others);
    targets.push({ name: 'filling/recommend cold elsewhere', server: 'app', path: others[0].path, rotation: others });
  }
  return targets;
}

function recommendPath(batchId: number): string {
  return `/api/v1/filling/recommend?batchId=${batchId}&tier=all&size=20`;
}

/** One of each list in turn (a, b, c, a, b, c…), so that neighbouring requests are of different scopes. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(0, ...lists.map((l) => l.length)); i++) {
    for (const list of lists) {
      if (i < list.length) {
        out.push(list[i]);
      }
    }
  }
  return out;
}
