import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';
import { renderWithApp } from '../../test/render';
import { NewsListPage } from './news-list-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{decodeURIComponent(location.search)}</output>;
}

const article = {
  id: 13,
  title: '“八大美院”是哪八所？',
  summary: '八所独立设置的美术院校。',
  category: '院校动态',
  provinceId: null,
  provinceName: null,
  cover: '',
  viewCount: 12,
  publishedAt: 1794877200,
  source: '示例数据',
};

let server: MockServer;
beforeEach(() => {
  server = mockServer((config) =>
    config.url === '/api/v1/getProvinceListForNemtInfo'
      ? envelope(200, [{ provinceId: 32, area: { name: '江苏' }, type: 2, isNew: 1, cultureFullScore: 750 }])
      : envelope(200, { content: [article], total: 23, page: Number(config.params?.page), size: 10 }),
  );
});
afterEach(() => server.restore());

const articleCalls = () => server.calls.filter((c) => c.url === '/api/v1/article/list');

describe('艺考资讯 list', () => {
  it('lists ten a page with date, views and source, and keeps the category tab in the URL', async () => {
    renderWithApp(
      <>
        <NewsListPage />
        <LocationProbe />
      </>,
      { path: '/news?page=2' },
    );
    const row = await screen.findByTestId('article-row');
    expect(row).toHaveTextContent('院校动态全国2026-11-17 12来源：示例数据');
    expect(screen.getByRole('link', { name: '“八大美院”是哪八所？' })).toHaveAttribute('href', '/news/detail?id=13');
    expect(articleCalls()[0].params).toEqual({ page: 2, size: 10 });

    fireEvent.click(screen.getByRole('tab', { name: '政策解读' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?category=政策解读'));
    await waitFor(() => expect(articleCalls().at(-1)?.params).toEqual({ page: 1, size: 10, category: '政策解读' }));
  });
});
