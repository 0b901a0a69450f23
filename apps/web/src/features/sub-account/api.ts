import { MemberRole } from '@yzy/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Codes, type GroupAccount } from '@yzy/shared/contracts';
import { isApiError } from '../../lib/api-error';
import { get, post, put } from '../../lib/http';

/** One page of an expert's sub-accounts (`getMySubAccountList`, `getMyValidSubAccountList`). */
export interface SubAccountPage {
  content: GroupAccount[];
  total: number;
  page: number;
  size: number;
  /** How many sub-accounts the expert may hold (only on getMySubAccountList). */
  quota?: number;
}

export interface SubAccountChanges {
  accountId: number;
  nickname?: string;
  note?: string;
}

export interface NewSubAccount {
  nickname: string;
  note: string;
}

/** The server's page-size limit: the switch modal reads the whole group in pages this big. */
const MAX_PAGE_SIZE = 50;

export const subAccountKeys = {
  all: ['subAccount'] as const,
  group: (role: number) => [...subAccountKeys.all, 'group', role] as const,
  page: (page: number, size: number) => [...subAccountKeys.all, 'page', page, size] as const,
};

export function fetchSubAccountPage(page: number, size: number, onlyInUse = false): Promise<SubAccountPage> {
  const url = onlyInUse ? '/api/v1/member/getMyValidSubAccountList' : '/api/v1/member/getMySubAccountList';
  return get<SubAccountPage>(url, { page, size }, { loading: false });
}

/**
 * Roles (docs/product-behaviour.md, Roles and accounts): the main account (role 1) lists its sub-accounts (`content`, every page); a
 * sub-account (role 2) lists the main account and its siblings (`expertSubAccountInfo`). A 10004 reads as none.
 */
export async function fetchGroupAccounts(role: number): Promise<GroupAccount[]> {
  try {
    if (role === MemberRole.subAccount) {
      const answer = await get<{ expertSubAccountInfo: GroupAccount[] }>('/api/v1/member/getExpertInfoBySubAccount', undefined, {
        silent: [Codes.notFound],
        loading: false,
      });
      return answer.expertSubAccountInfo;
    }
    const accounts: GroupAccount[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await fetchSubAccountPage(page, MAX_PAGE_SIZE);
      accounts.push(...answer.content);
      if (answer.content.length < MAX_PAGE_SIZE || accounts.length >= answer.total) {
        return accounts;
      }
    }
  } catch (error) {
    if (isApiError(error, Codes.notFound)) {
      return [];
    }
    throw error;
  }
}

/** Switches into another account of the group; the caller stores the token and reloads. */
export function changeToNewAccount(accountId: number): Promise<{ token: string }> {
  return post<{ token: string }>('/api/v1/changeToNewAccount', { accountId });
}

export function updateSubAccountInfo(changes: SubAccountChanges): Promise<null> {
  return put<null>('/api/v1/member/updateSubAccountInfo', changes);
}

export function createSubAccount(account: NewSubAccount): Promise<null> {
  return post<null>('/api/v1/member/createSubAccount', account);
}

export function useGroupAccounts(role: number) {
  return useQuery({ queryKey: subAccountKeys.group(role), queryFn: () => fetchGroupAccounts(role) });
}

export function useSubAccountPage(page: number, size: number) {
  return useQuery({
    queryKey: subAccountKeys.page(page, size),
    queryFn: () => fetchSubAccountPage(page, size),
    placeholderData: (previous) => previous,
  });
}

function useInvalidatingMutation<T>(mutationFn: (input: T) => Promise<null>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: subAccountKeys.all }) });
}

export function useUpdateSubAccount() {
  return useInvalidatingMutation(updateSubAccountInfo);
}

export function useCreateSubAccount() {
  return useInvalidatingMutation(createSubAccount);
}

/** When the last row of three holds two cards, one 296 px placeholder keeps the grid even. */
export function placeholderCount(count: number): number {
  return count % 3 === 2 ? 1 : 0;
}
