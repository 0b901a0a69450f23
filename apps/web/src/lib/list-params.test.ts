import { schoolListQuery } from '@yzy/shared/contracts';
import { describe, expect, it } from 'vitest';
import { parseListParams, toListParams } from './list-params';

describe('parseListParams', () => {
  it('reads filters and page with the shared contract', () => {
    const query = parseListParams(schoolListQuery, new URLSearchParams('type=艺术&provinceId=11&page=2&keyword=美术'));
    expect(query).toEqual({ type: '艺术', provinceId: 11, page: 2, size: 20, keyword: '美术' });
  });

  it('drops what the contract refuses and keeps the rest', () => {
    const query = parseListParams(schoolListQuery, new URLSearchParams('tag=野鸡大学&page=abc&size=999&nature=公办&provinceId=-3'));
    expect(query).toEqual({ nature: '公办', page: 1, size: 20 });
  });
});

describe('toListParams', () => {
  it('leaves out empty values and defaults, in a stable order', () => {
    expect(toListParams({ page: 1, size: 20, type: '艺术', keyword: '', provinceId: undefined }).toString()).toBe(
      'type=%E8%89%BA%E6%9C%AF',
    );
    expect(toListParams({ tag: '211', page: 3, size: 20 }).toString()).toBe('page=3&tag=211');
  });
});
