import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';
import { renderWithApp } from '../../test/render';
import { SchoolListPage } from './school-list-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{decodeURIComponent(location.search)}</output>;
}

const school = {
  id: 1,
  name: '中央美术学院',
  provinceId: 11,
  provinceName: '北京',
  city: '北京',
  type: '艺术',
  nature: '公办',
  tags: ['双一流', '独立设置艺术院校'],
  logo: '',
};
const provinces = [
  { provinceId: 11, area: { name: '北京' }, type: 1, isNew: 1, cultureFullScore: 750 },
  { provinceId: 32, area: { name: '江苏' }, type: 2, isNew: 1, cultureFullScore: 750 },
];

let server: MockServer;
beforeEach(() => {
  server = mockServer((config) => {
    if (config.url === '/api/v1/getProvinceListForNemtInfo') {
      return envelope(200, provinces);
    }
    return envelope(200, { content: [school], total: 45, page: Number(config.params?.page), size: 20 });
  });
});
afterEach(() => server.restore());

const listCalls = () => server.calls.filter((c) => c.url === '/api/v1/school/list');
const location = () => screen.getByTestId('location').textContent;

function renderAt(path: string) {
  renderWithApp(
    <>
      <SchoolListPage />
      <LocationProbe />
    </>,
    { path },
  );
}

describe('找大学 filters and the URL', () => {
  it('puts each filter in the URL, asks the server with it and goes back to page 1', async () => {
    renderAt('/school?page=2');
    expect(await screen.findByText('中央美术学院')).toBeInTheDocument();
    expect(listCalls()[0].params).toEqual({ page: 2, size: 20 });

    fireEvent.click(within(screen.getByRole('group', { name: '办学类型' })).getByRole('checkbox', { name: '艺术' }));
    await waitFor(() => expect(location()).toBe('?type=艺术'));
    fireEvent.click(await within(screen.getByRole('group', { name: '所在地区' })).findByRole('checkbox', { name: '江苏' }));
    await waitFor(() => expect(location()).toBe('?provinceId=32&type=艺术'));
    fireEvent.click(within(screen.getByRole('group', { name: '统考科类' })).getByRole('checkbox', { name: '美术与设计类' }));
    fireEvent.click(within(screen.getByRole('group', { name: '院校标签' })).getByRole('checkbox', { name: '211' }));
    await waitFor(() => expect(location()).toBe('?examCategoryCode=1&provinceId=32&tag=211&type=艺术'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.params).toEqual({ page: 1, size: 20, type: '艺术', provinceId: 32, examCategoryCode: 1, tag: '211' }),
    );

    fireEvent.click(within(screen.getByRole('group', { name: '办学类型' })).getByRole('checkbox', { name: '不限' }));
    await waitFor(() => expect(location()).toBe('?examCategoryCode=1&provinceId=32&tag=211'));
  });

  it('searches the keyword on Enter and keeps it with the page', async () => {
    renderAt('/school?nature=公办');
    await screen.findByText('中央美术学院');
    const box = screen.getByRole('searchbox', { name: '院校关键词' });
    fireEvent.change(box, { target: { value: ' zymsxy ' } });
    expect(location()).toBe('?nature=公办');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(location()).toBe('?keyword=zymsxy&nature=公办'));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(location()).toBe('?keyword=zymsxy&nature=公办&page=2'));
    await waitFor(() => expect(listCalls().at(-1)?.params).toEqual({ page: 2, size: 20, keyword: 'zymsxy', nature: '公办' }));
  });

  it('restores the filters from the URL and ignores values the contract refuses', async () => {
    renderAt('/school?tag=野鸡大学&type=师范&page=0');
    await screen.findByText('中央美术学院');
    expect(listCalls()[0].params).toEqual({ page: 1, size: 20, type: '师范' });
    expect(within(screen.getByRole('group', { name: '办学类型' })).getByRole('checkbox', { name: '师范' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: '院校标签' })).getByRole('checkbox', { name: '不限' })).toBeChecked();
  });
});
