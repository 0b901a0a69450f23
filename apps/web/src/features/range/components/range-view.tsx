import { Card, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useMyComposite, useProvinces, useRankTables } from '../api';
import { useRangeParams } from '../range-params';
import { myMarkIn, selectTable, type RangeHome } from '../select-table';
import { RangePickers } from './range-pickers';
import { RangeTablePanel } from './range-table-panel';

interface RangeViewProps {
  /** The member's own province and category (their score profile): the pickers' defaults. */
  home: RangeHome & { label: string };
}

/**
 * 一分一段: pickers in the URL, then the chosen table (every table held for the province: its
 * culture tables and the art tables by category) with the member's place, a look-up, equivalent
 * scores and the chart.
 */
export function RangeView({ home }: RangeViewProps) {
  const [params, actions] = useRangeParams();
  const provinceId = params.provinceId ?? home.provinceId;
  const provinces = useProvinces();
  const tables = useRankTables(provinceId);
  const selection = useMemo(() => selectTable(tables.data ?? [], params, provinceId, home), [tables.data, params, provinceId, home]);
  const isHomeProvince = provinceId === home.provinceId;
  // The pickers offer the way back once the member has chosen another province or category.
  const isHome = isHomeProvince && (params.examCategoryId === undefined || params.examCategoryId === home.examCategoryId);
  const mine = useMyComposite(isHomeProvince);
  const mark = myMarkIn(selection.table, home, mine.data);
  const provinceName = provinces.data?.find((p) => p.provinceId === provinceId)?.area.name ?? '';
  return (
    <>
      <RangePickers
        provinces={provinces.data ?? []}
        provinceId={provinceId}
        selection={selection}
        isHome={isHome}
        onProvince={actions.setProvince}
        onCategory={actions.setCategory}
        onYear={actions.setYear}
        onTable={actions.setTable}
        onHome={actions.reset}
      />
      {tables.isPending && <Skeleton active className="yzy-section" />}
      {tables.data && !selection.table && (
        <Card className="yzy-section">
          <Empty description={`${provinceName}暂无一分一段表`} />
        </Card>
      )}
      {selection.table && (
        <RangeTablePanel
          key={selection.table.id}
          table={selection.table}
          provinceName={provinceName}
          params={params}
          actions={actions}
          mine={isHomeProvince ? mine.data : undefined}
          mark={mark}
          isHomeProvince={isHomeProvince}
          homeLabel={home.label}
        />
      )}
    </>
  );
}
