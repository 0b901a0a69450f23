import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { parseSelectSubject } from '@yzy/shared/rules';
import { PageFrame } from '../../components/page-frame';
import { OfficialOverview } from '../../features/filling';
import '../../features/filling/filling.css';
import { useMember } from '../../shared/session';
import { RangeView } from '../../features/range';
import '../../features/range/range.css';

/** 一分一段 (login + score info; cached: pickers, page and look-up live in the URL). Defaults to the member's own province and category. */
export function RangePage() {
  const profile = useMember().data?.memberNemtInfo;
  const home = useMemo(
    () =>
      profile
        ? {
            provinceId: profile.provinceId,
            examCategoryId: profile.examCategoryId,
            subjects: parseSelectSubject(profile.selectSubject)?.subject ?? [],
            label: `${profile.provinceName} · ${profile.examCategoryName}`,
          }
        : null,
    [profile],
  );
  return (
    <PageFrame
      title="一分一段"
      description="按省份、年份与科类查看本省公布的一分一段表（普通类文化成绩表与艺术类综合分、统考成绩表），定位你的分数对应的位次，并用位次法换算历年等效分。"
    >
      {home ? <RangeView home={home} /> : <Skeleton active />}
      {/* The published lines and the member's culture rank, as on 模拟填报; below the table, which scrolls to the member's row. */}
      {home && <OfficialOverview />}
    </PageFrame>
  );
}
