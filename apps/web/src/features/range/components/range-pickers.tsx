import { Button, Card, Segmented, Select } from 'antd';
import type { ProvinceListItem } from '@yzy/shared/contracts';
import { tableLabel, type TableSelection } from '../select-table';

interface RangePickersProps {
  provinces: readonly ProvinceListItem[];
  provinceId: number;
  selection: TableSelection;
  /** False while another province or category than the member's is shown. */
  isHome: boolean;
  onProvince: (provinceId: number) => void;
  onCategory: (examCategoryId: number) => void;
  onYear: (year: number) => void;
  onTable: (tableId: number) => void;
  onHome: () => void;
}

/** 省份 / 科类 / 年份 (and the table when a year has several), each choice written to the URL by the caller. */
export function RangePickers({
  provinces,
  provinceId,
  selection,
  isHome,
  onProvince,
  onCategory,
  onYear,
  onTable,
  onHome,
}: RangePickersProps) {
  const provinceOptions = provinces.map((p) => ({ value: p.provinceId, label: p.area.name }));
  const categoryOptions = selection.categories.map((c) => ({ value: c.id, label: c.name }));
  return (
    <Card className="yzy-range-pickers" size="small">
      <label className="yzy-range-picker">
        <span>省份</span>
        <Select
          aria-label="省份"
          value={provinceId}
          options={provinceOptions}
          onChange={onProvince}
          showSearch={{ optionFilterProp: 'label' }}
          className="yzy-range-province"
        />
      </label>
      <label className="yzy-range-picker">
        <span>科类</span>
        <Select
          aria-label="科类"
          value={selection.examCategoryId ?? undefined}
          options={categoryOptions}
          onChange={onCategory}
          placeholder="暂无科类"
          disabled={categoryOptions.length === 0}
          className="yzy-range-category"
        />
      </label>
      {selection.years.length > 0 && (
        <div className="yzy-range-picker" role="group" aria-label="年份">
          <span>年份</span>
          <Segmented
            value={selection.year ?? undefined}
            options={selection.years.map((y) => ({ value: y, label: `${y}年` }))}
            onChange={(value) => onYear(Number(value))}
          />
        </div>
      )}
      {selection.choices.length > 1 && (
        <div className="yzy-range-picker" role="group" aria-label="分表">
          <span>分表</span>
          <Segmented
            value={selection.table?.id}
            options={selection.choices.map((t) => ({ value: t.id, label: tableLabel(t) }))}
            onChange={(value) => onTable(Number(value))}
          />
        </div>
      )}
      {!isHome && (
        <Button type="link" onClick={onHome} className="yzy-range-home">
          回到我的省份与科类
        </Button>
      )}
    </Card>
  );
}
