import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultBatch, parseFillingParams, toFillingParams, useFillingParams } from './filling-params';
import { BATCHES, batchOf } from './test-data';

const parse = (search: string) => parseFillingParams(new URLSearchParams(search), BATCHES.batches);

describe('/filling URL state', () => {
  it('opens on the first batch (admission order) that has plans', () => {
    expect(parse('').batchId).toBe(190);
    expect(defaultBatch([batchOf({ id: 1, planCount: 0 }), batchOf({ id: 2 })])?.id).toBe(2);
    expect(defaultBatch([batchOf({ id: 1, planCount: 0 })])?.id).toBe(1);
  });

  it('keeps a batch of the member and replaces a foreign or broken one', () => {
    expect(parse('batchId=191').batchId).toBe(191);
    expect(parse('batchId=999').batchId).toBe(190);
    expect(parse('batchId=abc').batchId).toBe(190);
  });

  it('reads filters with the shared contract and drops values it refuses', () => {
    const query = parse(
      'batchId=191&tier=稳&type=艺术&tag=985&majorClass=1305&tuitionMin=5000&tuitionMax=20000&keyword=美院&sort=tuition&page=2',
    );
    expect(query).toMatchObject({
      batchId: 191,
      tier: '稳',
      type: '艺术',
      tag: '985',
      majorClass: '1305',
      tuitionMin: 5000,
      tuitionMax: 20000,
      keyword: '美院',
      sort: 'tuition',
      page: 2,
    });
    const broken = parse('batchId=191&tier=maybe&majorClass=1306&tuitionMin=9000&tuitionMax=100&size=500');
    expect(broken).toMatchObject({ tier: 'all', size: 20, tuitionMax: 100 });
    expect(broken.majorClass).toBeUndefined();
    expect(broken.tuitionMin).toBeUndefined();
  });

  it('leaves defaults out of the URL', () => {
    expect(toFillingParams(parse('batchId=191')).toString()).toBe('batchId=191');
    expect(toFillingParams({ ...parse('batchId=191'), tier: '保', sort: 'probability', page: 3 }).toString()).toBe(
      'batchId=191&page=3&sort=probability&tier=%E4%BF%9D',
    );
  });
});

describe('useFillingParams', () => {
  it('builds a change on the one before it when the page has not shown that one yet', () => {
    const { result } = renderHook(() => useFillingParams(BATCHES.batches), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/filling?batchId=190']}>{children}</MemoryRouter>,
    });
    // Both handlers from the same render, as when a tier tab is clicked before the batch has re-rendered.
    const update = result.current[1];
    act(() => {
      update({ batchId: 191 });
      update({ tier: '冲' });
    });
    expect(result.current[0]).toMatchObject({ batchId: 191, tier: '冲' });
    act(() => result.current[1]({ tier: '保' }));
    expect(result.current[0]).toMatchObject({ batchId: 191, tier: '保' });
  });
});
