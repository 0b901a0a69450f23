import { useQuery } from '@tanstack/react-query';
import type {
  ExamCategoryItem,
  MemberNemtInfo,
  MemberNemtInfoInput,
  MemberNemtInfoModifyNum,
  ProvinceDataTimeConfig,
  ProvinceListItem,
  ProvinceNemtInfo,
} from '@yzy/shared/contracts';
import { get, post, put } from '../../lib/http';

export const scoreProfileKeys = {
  all: ['scoreProfile'] as const,
  provinces: () => [...scoreProfileKeys.all, 'provinces'] as const,
  categories: (provinceId: number) => [...scoreProfileKeys.all, 'categories', provinceId] as const,
  subjects: (provinceId: number) => [...scoreProfileKeys.all, 'subjects', provinceId] as const,
  timeConfig: (provinceId: number, examCategoryId: number) => [...scoreProfileKeys.all, 'timeConfig', provinceId, examCategoryId] as const,
  modifyNum: () => [...scoreProfileKeys.all, 'modifyNum'] as const,
};

// Reference data is the same for everyone and changes once a year: the 3,000,000 ms GET cache.
const reference = { loading: false, cache: true } as const;

export function fetchProvinces(): Promise<ProvinceListItem[]> {
  return get<ProvinceListItem[]>('/api/v1/getProvinceListForNemtInfo', undefined, reference);
}

export function fetchExamCategories(provinceId: number): Promise<ExamCategoryItem[]> {
  return get<ExamCategoryItem[]>('/api/v1/getExamCategoryList', { provinceId }, reference);
}

export function fetchProvinceNemtInfo(provinceId: number): Promise<ProvinceNemtInfo> {
  return get<ProvinceNemtInfo>('/api/v1/getProvinceNemtInfo', { provinceId }, reference);
}

export function fetchTimeConfig(provinceId: number, examCategoryId: number): Promise<ProvinceDataTimeConfig> {
  return get<ProvinceDataTimeConfig>('/api/v1/provinceDataTimeConfig/getItem', { provinceId, examCategoryId }, reference);
}

export function fetchModifyNum(): Promise<MemberNemtInfoModifyNum> {
  return get<MemberNemtInfoModifyNum>('/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum', undefined, { loading: false });
}

/** First save creates (POST), later saves update (PUT; 10007 when a count is used up). */
export function saveScoreProfile(body: MemberNemtInfoInput, isFirst: boolean): Promise<MemberNemtInfo> {
  return isFirst ? post<MemberNemtInfo>('/api/v1/createMemberNemtInfo', body) : put<MemberNemtInfo>('/api/v1/updateMemberNemtInfo', body);
}

export function useProvinces() {
  return useQuery({ queryKey: scoreProfileKeys.provinces(), queryFn: fetchProvinces, staleTime: Infinity });
}

export function useExamCategories(provinceId: number | null) {
  return useQuery({
    queryKey: scoreProfileKeys.categories(provinceId ?? 0),
    queryFn: () => fetchExamCategories(provinceId as number),
    enabled: provinceId != null,
    staleTime: Infinity,
  });
}

export function useProvinceNemtInfo(provinceId: number | null) {
  return useQuery({
    queryKey: scoreProfileKeys.subjects(provinceId ?? 0),
    queryFn: () => fetchProvinceNemtInfo(provinceId as number),
    enabled: provinceId != null,
    staleTime: Infinity,
  });
}

export function useTimeConfig(provinceId: number | null, examCategoryId: number | null) {
  return useQuery({
    queryKey: scoreProfileKeys.timeConfig(provinceId ?? 0, examCategoryId ?? 0),
    queryFn: () => fetchTimeConfig(provinceId as number, examCategoryId as number),
    enabled: provinceId != null && examCategoryId != null,
    staleTime: Infinity,
  });
}

/** Remaining change counts; staleTime 0 because a save must decide on the current counts. */
export const modifyNumQuery = { queryKey: scoreProfileKeys.modifyNum(), queryFn: fetchModifyNum, staleTime: 0 };

/** Only meaningful once a profile is saved. */
export function useModifyNum(enabled: boolean) {
  return useQuery({ ...modifyNumQuery, enabled });
}
