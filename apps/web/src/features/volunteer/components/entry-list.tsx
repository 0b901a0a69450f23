import { App, Empty, Button } from 'antd';
import { Link } from 'react-router';
import type { VolunteerDetail } from '@yzy/shared/contracts';
import { TargetsProvider, useTargetsOfPlans } from '../../../shared/planning';
import { useRemoveEntry, useSaveEntries } from '../api';
import { moveEntry, moveMajor, setAdjust } from '../entry-order';
import { useEntryDrag } from '../use-entry-drag';
import { EntryCard } from './entry-card';

/** The ordered 志愿 of a table: drag or 上移/下移 to reorder, 服从调剂, remove; every change is saved at once. */
export function EntryList({ detail }: { detail: VolunteerDetail }) {
  const { message } = App.useApp();
  const save = useSaveEntries(detail);
  const remove = useRemoveEntry();
  const busy = save.isPending || remove.isPending;
  const entries = detail.entries;
  const drag = useEntryDrag((from, to) => save.mutate(moveEntry(entries, from, to)), busy);
  // 目标倒推 for the majors whose tier the member sees.
  const targets = useTargetsOfPlans(
    entries.flatMap((e) => e.majors.filter((m) => m.exists && !m.excluded && !m.tierLocked && m.tier !== null).map((m) => m.planId)),
  );

  if (entries.length === 0) {
    return (
      <Empty className="yzy-entries-empty" description="这张志愿表还没有志愿">
        <Link to={`/filling?batchId=${detail.batchId}`}>
          <Button type="primary">去模拟填报添加</Button>
        </Link>
      </Empty>
    );
  }

  const removePlan = (entryId: number, planId?: number) =>
    remove.mutate(
      { tableId: detail.id, entryId, planId },
      { onSuccess: () => void message.success(planId ? '已移除该专业' : '已删除该志愿') },
    );

  return (
    <TargetsProvider answer={targets}>
      <ol className="yzy-entries" aria-label="志愿顺序" data-testid="entry-list">
        {entries.map((entry, index) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            index={index}
            count={entries.length}
            allowAdjust={detail.batch.allowAdjust}
            probabilityLocked={detail.probabilityLocked}
            violations={detail.violations.filter((v) => v.slot === entry.slot)}
            busy={busy}
            dragProps={drag.rowProps(index)}
            mark={drag.markOf(index)}
            dragging={drag.dragging === index}
            onMove={(from, to) => save.mutate(moveEntry(entries, from, to))}
            onAdjust={(adjust) => save.mutate(setAdjust(entries, entry.id, adjust))}
            onMoveMajor={(from, to) => save.mutate(moveMajor(entries, entry.id, from, to))}
            onRemoveMajor={(planId) => removePlan(entry.id, planId)}
            onRemove={() => removePlan(entry.id)}
          />
        ))}
      </ol>
    </TargetsProvider>
  );
}
