import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessFacts } from './guard';

const vipWithScore = { effectiveVipLevel: 2, memberNemtInfo: {} as never };
const freeWithScore = { effectiveVipLevel: 1, memberNemtInfo: {} as never };
const freeNoScore = { effectiveVipLevel: 1, memberNemtInfo: null };
const vipNoScore = { effectiveVipLevel: 3, memberNemtInfo: null };

function facts(member: AccessFacts['member'], hasToken = true): AccessFacts {
  return { hasToken, member };
}

describe('decideAccess', () => {
  it('lets everyone into open pages, even without a token', () => {
    expect(decideAccess({}, facts(null, false))).toBe('allow');
  });

  it('sends visitors without a token to login before anything else', () => {
    expect(decideAccess({ login: true, vip: true, score: true }, facts(null, false))).toBe('login');
    expect(decideAccess({ score: true }, facts(freeNoScore, false))).toBe('login');
  });

  it('treats a token whose member could not be loaded as logged out', () => {
    expect(decideAccess({ login: true }, facts(null))).toBe('login');
  });

  it('checks VIP before score info', () => {
    expect(decideAccess({ login: true, vip: true, score: true }, facts(freeNoScore))).toBe('vip');
  });

  it('asks for score info once VIP is satisfied', () => {
    expect(decideAccess({ login: true, vip: true, score: true }, facts(vipNoScore))).toBe('score');
    expect(decideAccess({ login: true, score: true }, facts(freeNoScore))).toBe('score');
  });

  it('counts level 1 or lower as not VIP', () => {
    expect(decideAccess({ login: true, vip: true }, facts(freeWithScore))).toBe('vip');
    expect(decideAccess({ login: true, vip: true }, facts({ effectiveVipLevel: 0, memberNemtInfo: null }))).toBe('vip');
    expect(decideAccess({ login: true, vip: true }, facts(vipWithScore))).toBe('allow');
  });

  it('allows a logged-in member on login-only pages without score info', () => {
    expect(decideAccess({ login: true }, facts(freeNoScore))).toBe('allow');
  });
});
