import { Collapse, Form, Input, Space } from 'antd';
import type { ImportTableKey } from '@yzy/shared/contracts';

/** What an official table's file may lack: the year, province, category and (投档线) batch its rows share. */
export interface LayoutFields {
  year: string;
  province: string;
  examCategory: string;
  batch: string;
}

interface OfficialLayoutProps {
  table: ImportTableKey;
  layout: LayoutFields;
  onChange(layout: LayoutFields): void;
}

/** The fields an official 投档线 or 一分一段 file leaves to the operator, folded away until needed. */
export function OfficialLayout({ table, layout, onChange }: OfficialLayoutProps) {
  const admissions = table === 'admissionRecords';
  const field = (name: keyof LayoutFields, label: string, placeholder: string, width: number) => (
    <Form.Item label={label} key={name}>
      <Input
        value={layout[name]}
        onChange={(e) => onChange({ ...layout, [name]: e.target.value })}
        placeholder={placeholder}
        style={{ width }}
        data-testid={`import-layout-${name}`}
      />
    </Form.Item>
  );
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'layout',
          label: `官方表格格式（${admissions ? '各省投档线表' : '一分一段表'}）：文件没有年份、省份、科类${admissions ? '、批次' : ''}列时在此填写`,
          children: (
            <Form layout="vertical">
              <Space wrap>
                {field('year', '年份', '2026', 90)}
                {field('province', '省份', '河南', 110)}
                {field('examCategory', '科类', '美术与设计类', 180)}
                {admissions && field('batch', '批次', '艺术类本科批', 160)}
              </Space>
            </Form>
          ),
        },
      ]}
    />
  );
}
