import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { useMembers } from './api';
import { MemberDrawer } from './member-drawer';
import { memberFilterSchema, MemberFiltersForm } from './member-filters';
import { MemberTable } from './member-table';

/** The open member's id lives in the URL too, so a reload or a shared link shows the same drawer. */
const MEMBER_PARAM = 'member';

/** 会员管理: search, the list, and a member's detail with the operator actions. */
export function MembersPage() {
  const [query, update] = useListParams(memberFilterSchema);
  const [params, setParams] = useSearchParams();
  const { data, isFetching } = useMembers(query);
  const openId = Number(params.get(MEMBER_PARAM)) || null;
  const setOpen = (id: number | null) =>
    setParams((prev) => {
      if (id === null) {
        prev.delete(MEMBER_PARAM);
      } else {
        prev.set(MEMBER_PARAM, String(id));
      }
      return prev;
    });
  return (
    <Card>
      <MemberFiltersForm value={query} onSearch={update} />
      <MemberTable data={data} loading={isFetching} onPage={(page, size) => update({ page, size })} onOpen={setOpen} />
      <MemberDrawer memberId={openId} onClose={() => setOpen(null)} />
    </Card>
  );
}
