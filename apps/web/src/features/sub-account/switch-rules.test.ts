import type { GroupAccount } from '@yzy/shared/contracts';
import { describe, expect, it } from 'vitest';
import { placeholderCount } from './api';
import { switchStepOf } from './switch-rules';

const account = (overrides: Partial<GroupAccount>): GroupAccount => ({
  id: 7,
  nickname: '',
  note: '',
  vipStatus: 1,
  isMain: false,
  createdAt: 0,
  ...overrides,
});
const main = account({ id: 1, nickname: '王老师', isMain: true });

describe('switchStepOf', () => {
  it.each([
    ['a sub-account switching to the main account', main, { id: 7, role: 2 }, { kind: 'confirm', text: '是否切换为主账号？' }],
    ['the main account clicking itself', main, { id: 1, role: 1 }, { kind: 'current' }],
    ['a main-account card seen by a non-sub-account', main, { id: 99, role: 1 }, { kind: 'current' }],
    [
      'an unused sub-account',
      account({ vipStatus: 0, nickname: '李同学' }),
      { id: 1, role: 1 },
      { kind: 'confirm', text: '当前子账号暂未使用，是否确认使用？' },
    ],
    [
      'a used sub-account with a nickname',
      account({ nickname: '李同学' }),
      { id: 1, role: 1 },
      { kind: 'confirm', text: '是否切换为子账号：李同学？' },
    ],
    [
      'a used sub-account without one',
      account({ nickname: ' ' }),
      { id: 1, role: 1 },
      { kind: 'confirm', text: '是否切换为子账号：账号ID:7？' },
    ],
    ['a sub-account clicking itself', account({ id: 8 }), { id: 8, role: 2 }, { kind: 'current' }],
  ])('%s', (_, target, viewer, step) => {
    expect(switchStepOf(target, viewer)).toEqual(step);
  });
});

describe('placeholderCount', () => {
  it('fills a last row of two cards with one placeholder', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(placeholderCount)).toEqual([0, 0, 1, 0, 0, 1, 0]);
  });
});
