// `npm run import-latency -w @yzy/bench`: how long other requests wait while an operator imports a
// 10 MB file. The production server on the official data (SQLite, or BENCH_PG=1 for PostgreSQL +
// Redis), an operator made by the command line, and a CSV of about 93,000 valid 2027 plans (every
// school of the national list × 32 art majors, one 河南 category). A prober sends one request at a
// time, every PROBE_GAP_MS, round-robin over memberInfo, 找大学, a 河南 recommendation and a school
// page (which reads the database), and records each one's time from send to answer: the queueing
// an import causes shows up there. Phases: idle, the upload's dry run, the commit. Target: p99 under
// 200 ms in every phase (the console's own calls are not probes). Build first (`npm run build`).
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { loginThroughApi } from './login';
import { planningSession } from './planning-session';
import { freePort, startNodeServer, type RunningServer } from './processes';
import { appEnv, assertBuilt, serverBundle } from './servers';
import { postgresStorage, sqliteStorage } from './storage';
import { call, createOperator, schoolNames, totp } from './import-latency-server';
import { percentile, startProber } from './import-latency-prober';

const IDLE_MS = 5000;
const P99_TARGET_MS = 200;
const MAJORS = [
  '美术学',
  '绘画',
  '雕塑',
  '摄影',
  '书法学',
  '中国画',
  '实验艺术',
  '跨媒体艺术',
  '文物保护与修复',
  '漫画',
  '艺术设计学',
  '视觉传达设计',
  '环境设计',
  '产品设计',
  '服装与服饰设计',
  '公共艺术',
  '工艺美术',
  '数字媒体艺术',
  '艺术与科技',
  '陶瓷艺术设计',
  '新媒体艺术',
  '包装设计',
  '动画',
  '戏剧影视美术设计',
  '美术学（师范）',
  '绘画（油画）',
  '绘画（国画）',
  '视觉传达设计（品牌）',
  '环境设计（室内）',
  '产品设计（交互）',
  '数字媒体艺术（游戏）',
  '动画（数字）',
];

assertBuilt();
const onPostgres = process.env.BENCH_PG === '1';
const storage = onPostgres ? postgresStorage() : sqliteStorage();
let server: RunningServer | null = null;
try {
  const target = await storage.forScale(0);
  const port = await freePort();
  const env = appEnv({ storage: target, dataSet: 'official' }, port);
  // The command line migrates the fresh database; the server then loads the official data on its first start.
  const operator = createOperator(env);
  server = await startNodeServer('app', ['--enable-source-maps', serverBundle], env, port);
  const baseUrl = server.baseUrl;

  const login = await call(baseUrl, 'POST', '/api/admin/v1/login', undefined, {
    username: operator.username,
    password: operator.password,
    totp: totp(operator.secret, Date.now() / 1000),
  });
  const adminToken = String(login.token);
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const member = await loginThroughApi(baseUrl, mobile);
  const planning = await planningSession(baseUrl, member);
  const categories = (await call(baseUrl, 'GET', '/api/v1/getExamCategoryList?provinceId=41', member)) as unknown as { name: string }[];
  // Another 河南 category than the probed recommendation's, so the probe's plans stay as they were (the shortest name: the file stays under 10 MB).
  const category = categories
    .map((c) => c.name)
    .filter((name) => name !== '美术与设计类')
    .sort((a, b) => a.length - b.length)[0];
  const schools = await schoolNames(baseUrl);
  const lines = ['年份,省份,科类,院校名称,批次,专业名称,计划人数,学费,学制,选科要求,录取方式'];
  for (const school of schools) {
    for (const major of MAJORS) {
      lines.push(
        `2027,河南,${category},${school},艺术类本科批,${major},${1 + (lines.length % 40)},${8000 + (lines.length % 50) * 100},4,不限,统考`,
      );
    }
  }
  const file = Buffer.from(lines.join('\n'));
  const firstSchool = (await call(baseUrl, 'GET', '/api/v1/school/list?page=1&size=1')).content as { id: number }[];
  const probePaths = [
    { path: '/api/v1/memberInfo', token: member },
    { path: `/api/v1/school/list?keyword=${encodeURIComponent('学院')}&page=2&size=20` },
    { path: `/api/v1/filling/recommend?batchId=${planning.batchId}&tier=all&size=20`, token: member },
    { path: `/api/v1/school/detail?id=${firstSchool[0].id}`, token: member },
  ];
  console.log(
    `\nimport: ${lines.length - 1} plans (2027 河南 ${category}), ${(file.length / 1024 / 1024).toFixed(1)} MB; ${onPostgres ? 'PostgreSQL + Redis' : 'SQLite'}; load average ${loadavg()[0].toFixed(1)}`,
  );

  // Each probe once before measuring: the first recommendation loads its universe, which is no import's doing.
  for (const probe of probePaths) {
    await call(baseUrl, 'GET', probe.path, probe.token);
  }
  const prober = startProber(baseUrl, probePaths);
  await sleep(IDLE_MS);
  const stages = new Set<string>();
  const watch = (key: string) => {
    let watching = true;
    const polled = (async () => {
      while (watching) {
        const progress = (await call(baseUrl, 'GET', `/api/admin/v1/import/progress?key=${key}`, adminToken).catch(() => null)) as {
          label?: string;
          done?: number;
          total?: number;
        } | null;
        if (progress?.label) {
          stages.add(progress.total ? `${progress.label} ${progress.done}/${progress.total}` : progress.label);
        }
        await sleep(500);
      }
    })();
    return async () => {
      watching = false;
      await polled;
    };
  };

  prober.phase = 'dry run';
  let stopWatch = watch('benchupload1');
  let started = performance.now();
  const report = await call(baseUrl, 'POST', '/api/admin/v1/import/upload', adminToken, {
    table: 'enrollmentPlans',
    fileName: 'plans-2027.csv',
    fileBase64: file.toString('base64'),
    source: '2027年河南省教育考试院（压测）',
    progressKey: 'benchupload1',
  });
  const dryRunSeconds = (performance.now() - started) / 1000;
  await stopWatch();
  if (report.committable !== true) {
    throw new Error(`the file was not committable: ${JSON.stringify(report).slice(0, 500)}`);
  }

  prober.phase = 'commit';
  stopWatch = watch('benchcommit1');
  started = performance.now();
  const committed = await call(baseUrl, 'POST', '/api/admin/v1/import/commit', adminToken, {
    importId: report.importId,
    progressKey: 'benchcommit1',
  });
  const commitSeconds = (performance.now() - started) / 1000;
  await stopWatch();
  const probes = await prober.stop();

  console.log(
    `dry run ${dryRunSeconds.toFixed(1)} s (${report.accepted} rows accepted), commit ${commitSeconds.toFixed(1)} s (${committed.rows} rows)`,
  );
  console.log(`progress the console saw: ${[...stages].join(' → ')}`);
  console.log('\n| phase | probes | errors | p50 ms | p99 ms | max ms |');
  console.log('|---|--:|--:|--:|--:|--:|');
  let worst = 0;
  for (const phase of ['idle', 'dry run', 'commit']) {
    const mine = probes.filter((p) => p.phase === phase);
    const sorted = mine.map((p) => p.ms).sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    worst = Math.max(worst, p99);
    console.log(
      `| ${phase} | ${mine.length} | ${mine.filter((p) => !p.ok).length} | ${percentile(sorted, 50).toFixed(0)} | ${p99.toFixed(0)} | ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} |`,
    );
  }
  const errors = probes.filter((p) => !p.ok).length;
  console.log(
    `\nload average after: ${loadavg()[0].toFixed(1)}; worst p99 ${worst.toFixed(0)} ms (target < ${P99_TARGET_MS} ms), ${errors} errors`,
  );
  process.exitCode = worst < P99_TARGET_MS && errors === 0 ? 0 : 1;
} finally {
  await server?.stop();
  await storage.dispose();
}
