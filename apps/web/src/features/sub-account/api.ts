import { useQuery } from '@tanstack/react-query';
import { Codes, type GroupAccount } from '@yzy/shared/contracts';
import { get } from '../../lib/http';
import { isApiError } from '../../lib/api-error';

interface GroupAnswer {
  content?: GroupAccount[];
  expertSubAccountInfo?: GroupAccount[];
}

export const subAccountKeys = {
  all: ['subAccount'] as const,
  list: (role: number) => [...subAccountKeys.all, 'list', role] as const,
};

/**
 * DESIGN.md §4: the main account (role 1) lists its sub-accounts (`content`); a sub-account
 * (role 2) lists the main account and its siblings (`expertSubAccountInfo`). A 10004 reads as none.
 */
export async function fetchGroupAccounts(role: number): Promise<GroupAccount[]> {
  const url = role === 2 ? '/api/v1/member/getExpertInfoBySubAccount' : '/api/v1/member/getMySubAccountList';
  try {
    const answer = await get<GroupAnswer>(url, undefined, { silent: [Codes.notFound], loading: false });
    return answer.expertSubAccountInfo ?? answer.content ?? [];
  } catch (error) {
    if (isApiError(error, Codes.notFound)) {
      return [];
    }
    throw error;
  }
}

export function useGroupAccounts(role: number) {
  return useQuery({ queryKey: subAccountKeys.list(role), queryFn: () => fetchGroupAccounts(role) });
}

/** Spec §9: when the last row of three holds two cards, one 296 px placeholder keeps the grid even. */
export function placeholderCount(count: number): number {
  return count % 3 === 2 ? 1 : 0;
}
