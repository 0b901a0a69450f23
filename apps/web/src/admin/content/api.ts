import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminArticleDetail,
  AdminArticleFields,
  AdminArticleItem,
  AdminBanner,
  AdminBannerFields,
  AdminGuideFields,
  AdminGuideSection,
  ProvinceListItem,
} from '@yzy/shared/contracts';
import type { Page } from '../../lib/list-params';
import { adminGet, adminPost, publicGet, type AdminParams } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';

export type {
  AdminArticleDetail,
  AdminArticleFields,
  AdminArticleItem,
  AdminBanner,
  AdminBannerFields,
  AdminGuideFields,
  AdminGuideSection,
};

export const contentKeys = {
  all: [ADMIN_KEY, 'content'] as const,
  articles: () => [...contentKeys.all, 'articles'] as const,
  articleList: (query: AdminParams) => [...contentKeys.articles(), 'list', query] as const,
  article: (id: number) => [...contentKeys.articles(), 'detail', id] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  guide: () => [...contentKeys.all, 'guide'] as const,
  preview: (html: string) => [...contentKeys.all, 'preview', html] as const,
  provinces: () => [...contentKeys.all, 'provinces'] as const,
};

export function useArticles(query: AdminParams) {
  return useQuery({
    queryKey: contentKeys.articleList(query),
    queryFn: () => adminGet<Page<AdminArticleItem>>('/article/list', query),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: contentKeys.article(id ?? 0),
    queryFn: () => adminGet<AdminArticleDetail>('/article/detail', { id }),
    enabled: id !== null,
  });
}

/** Create (no id) or edit; the server sanitises the HTML before storing it. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: AdminArticleFields }) =>
      id === null
        ? adminPost<AdminArticleDetail>('/article/create', fields)
        : adminPost<AdminArticleDetail>('/article/update', { id, ...fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.articles() }),
  });
}

export function usePublishArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; published: boolean }) => adminPost<AdminArticleDetail>('/article/publish', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.articles() }),
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminPost('/article/delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.articles() }),
  });
}

export function useBanners() {
  return useQuery({ queryKey: contentKeys.banners(), queryFn: () => adminGet<AdminBanner[]>('/banner/list') });
}

export function useGuideSections() {
  return useQuery({ queryKey: contentKeys.guide(), queryFn: () => adminGet<AdminGuideSection[]>('/guide/list') });
}

/** Banners and guide sections share one shape of writes: create, update (with id), delete. */
export function usePageWrite(kind: 'banner' | 'guide') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      body,
    }: {
      action: 'create' | 'update' | 'delete';
      body: AdminBannerFields | AdminGuideFields | { id: number };
    }) => adminPost(`/${kind}/${action}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kind === 'banner' ? contentKeys.banners() : contentKeys.guide() }),
  });
}

/** Exactly what saving would store (POST /content/preview sanitises with the same allow-list). */
export function usePreview(html: string, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.preview(html),
    queryFn: () => adminPost<{ html: string }>('/content/preview', { html }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** Provinces for 资讯 about one province (public reference data). */
export function useProvinceOptions() {
  return useQuery({
    queryKey: contentKeys.provinces(),
    queryFn: () => publicGet<ProvinceListItem[]>('/getProvinceListForNemtInfo'),
    staleTime: Infinity,
    select: (list) => list.map((p) => ({ value: p.provinceId, label: p.area.name })),
  });
}
