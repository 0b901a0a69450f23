/** One row of the bench: a GET against the baseline or the production server. */
export interface Target {
  name: string;
  server: 'baseline' | 'app';
  path: string;
  headers?: Record<string, string>;
}

/** What a browser sends; every target is loaded with it and once without (bench/run.ts). */
export const BROWSER_ENCODING = 'gzip, deflate, br';

/** What targets may need from the run, e.g. a member's token for authenticated endpoints. */
export interface Session {
  token: string;
  /** A member with a score profile (planning-session.ts) and the batch to recommend in. */
  planning: { token: string; batchId: number };
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
    // The whole 河南 美术与设计类 list evaluated per request (free member: first rows of each tier).
    {
      name: 'filling/recommend',
      server: 'app',
      path: `/api/v1/filling/recommend?batchId=${session.planning.batchId}&tier=all&size=20`,
      headers: { authorization: session.planning.token },
    },
  ];
}
