import { readFileSync } from 'node:fs';
import type autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { rotatingRequests } from './load';
import { LARGEST_SCOPE, OTHER_SCOPES, spreadScores, type ScopePopulation } from './population';
import { benchTargets } from './targets';

/** The server's evaluation cache size, read from its source so that the two cannot drift apart. */
const CACHE_ENTRIES = Number(
  /const MAX_ENTRIES = (\d+);/.exec(
    readFileSync(new URL('../apps/server/src/modules/filling/evaluation-cache.ts', import.meta.url), 'utf8'),
  )?.[1],
);

function population(scope: string, batchId: number, members: number): ScopePopulation {
  return {
    scope,
    line: { culture: 323, tests: 200, year: 2026 },
    batchName: '艺术类本科批',
    planCount: 100,
    members: spreadScores({ culture: 323, tests: 200 }, { culture: 750, tests: 300 }, members).map((s, i) => ({
      token: `${scope}-${i}`,
      batchId,
      ...s,
    })),
  };
}

describe('the cold recommendation population', () => {
  it('gives every member scores of their own around the line, half of them VIP', () => {
    const scores = spreadScores({ culture: 323, tests: 200 }, { culture: 750, tests: 300 }, 240);
    expect(new Set(scores.map((s) => `${s.culture}|${s.tests}`)).size).toBe(240);
    expect(Math.min(...scores.map((s) => s.culture))).toBe(293);
    expect(Math.max(...scores.map((s) => s.culture))).toBeLessThan(413);
    expect(Math.min(...scores.map((s) => s.tests))).toBe(185);
    expect(Math.max(...scores.map((s) => s.tests))).toBe(245);
    expect(scores.filter((s) => s.vip)).toHaveLength(120);
    // Within the full scores.
    const high = spreadScores({ culture: 740, tests: 295 }, { culture: 750, tests: 300 }, 10);
    expect(high).toHaveLength(10);
    expect(Math.max(...high.map((s) => s.culture))).toBe(750);
    expect(Math.max(...high.map((s) => s.tests))).toBe(300);
  });

  it('is at least 200 members, and each cold row cycles through more of them than the evaluation cache holds', () => {
    expect(CACHE_ENTRIES).toBeGreaterThan(0);
    const others = OTHER_SCOPES.reduce((n, s) => n + s.members, 0);
    expect(LARGEST_SCOPE.members + others).toBeGreaterThanOrEqual(200);
    expect(LARGEST_SCOPE.members).toBeGreaterThan(CACHE_ENTRIES);
    expect(others).toBeGreaterThan(CACHE_ENTRIES);

    const cold = {
      largest: population('河南', 1, LARGEST_SCOPE.members),
      others: OTHER_SCOPES.map((s, i) => population(s.province, 10 + i, s.members)),
    };
    const planning = { token: 'planner', batchId: 1 };
    const targets = benchTargets({ token: 'member', planning, cold });
    const largest = targets.find((t) => t.name === 'filling/recommend cold')?.rotation ?? [];
    const elsewhere = targets.find((t) => t.name === 'filling/recommend cold elsewhere')?.rotation ?? [];
    expect(largest).toHaveLength(LARGEST_SCOPE.members);
    expect(elsewhere).toHaveLength(others);
    for (const rotation of [largest, elsewhere]) {
      // Each member once per cycle: any CACHE_ENTRIES + 1 requests in a row are of distinct members.
      expect(new Set(rotation.map((r) => r.headers.authorization)).size).toBe(rotation.length);
    }
    // Neighbouring requests of the other scopes are of different scopes.
    expect(elsewhere.slice(0, OTHER_SCOPES.length).map((r) => r.path)).toEqual(
      OTHER_SCOPES.map((_, i) => `/api/v1/filling/recommend?batchId=${10 + i}&tier=all&size=20`),
    );
  });

  it('sends the rotation in turn over every connection', () => {
    const rotation = [1, 2, 3].map((n) => ({ path: `/p${n}`, headers: { authorization: `t${n}` } }));
    const [entry] = rotatingRequests(rotation);
    const setup = entry.setupRequest as (request: autocannon.Request, context: object) => autocannon.Request;
    const sent = Array.from({ length: 7 }, () => setup({ method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } }, {}));
    expect(sent.map((r) => r.path)).toEqual(['/p1', '/p2', '/p3', '/p1', '/p2', '/p3', '/p1']);
    expect(sent[1].headers).toEqual({ 'accept-encoding': 'br', authorization: 't2' });
  });
});
