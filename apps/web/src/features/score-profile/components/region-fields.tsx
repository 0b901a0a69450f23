import type { ExamCategoryItem, ProvinceListItem } from '@yzy/shared/contracts';
import { CATEGORY_UNAVAILABLE_MESSAGE, MODIFY_LIMIT_MESSAGES } from '@yzy/shared/rules';
import { App, Form, Select, Tag } from 'antd';

interface RegionFieldsProps {
  provinces: ProvinceListItem[] | undefined;
  categories: ExamCategoryItem[] | undefined;
  provinceId: number | null;
  examCategoryId: number | null;
  provinceLocked: boolean;
  examCategoryLocked: boolean;
  onProvince(provinceId: number): void;
  onCategory(examCategoryId: number): void;
}

/**
 * 高考地区 and 统考科类. A category without a score config stays listed but answers
 * 当前类暂不可选 when picked; a locked select is disabled and says why.
 */
export function RegionFields(props: RegionFieldsProps) {
  const { message } = App.useApp();
  const { categories, provinceLocked, examCategoryLocked } = props;

  function handleCategory(id: number) {
    const category = categories?.find((c) => c.id === id);
    if (category && category.examCategoryScore == null) {
      message.warning(CATEGORY_UNAVAILABLE_MESSAGE);
      return;
    }
    props.onCategory(id);
  }

  const categoryOptions = (categories ?? []).map((c) => ({
    value: c.id,
    label: c.examCategoryScore ? (
      c.name
    ) : (
      <span className="yzy-option-unavailable">
        {c.name}
        <Tag className="yzy-option-tag">{CATEGORY_UNAVAILABLE_MESSAGE}</Tag>
      </span>
    ),
    title: c.name,
  }));

  return (
    <>
      <Form.Item
        label="高考地区"
        required
        extra={provinceLocked ? `高考地区已确认，${MODIFY_LIMIT_MESSAGES.provinceModifyNumSurplus}` : undefined}
      >
        <Select
          data-testid="score-province"
          aria-label="高考地区"
          placeholder="请选择高考地区"
          showSearch={{ optionFilterProp: 'label' }}
          // 31 provinces: render them all, so every option can be reached without scrolling a virtual list.
          virtual={false}
          value={props.provinceId}
          disabled={provinceLocked}
          loading={!props.provinces}
          options={(props.provinces ?? []).map((p) => ({ value: p.provinceId, label: p.area.name }))}
          onChange={props.onProvince}
        />
      </Form.Item>
      <Form.Item
        label="统考科类"
        required
        extra={examCategoryLocked ? `统考科类已确认，${MODIFY_LIMIT_MESSAGES.examModifyNumSurplus}` : undefined}
      >
        <Select
          data-testid="score-category"
          aria-label="统考科类"
          placeholder={props.provinceId ? '请选择统考科类' : '请先选择高考地区'}
          value={props.examCategoryId}
          disabled={examCategoryLocked || props.provinceId == null}
          loading={props.provinceId != null && !categories}
          options={categoryOptions}
          virtual={false}
          onChange={handleCategory}
        />
      </Form.Item>
    </>
  );
}
