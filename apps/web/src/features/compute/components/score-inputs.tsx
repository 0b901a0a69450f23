import { Form, InputNumber } from 'antd';
import type { FormulaView } from '@yzy/shared/contracts';
import type { ComputeDraft, DraftField } from '../compute-draft';

interface ScoreInputsProps {
  formula: FormulaView;
  draft: ComputeDraft;
  /** The current problem and the box holding it, shown under that box. */
  error: string | null;
  errorField: DraftField | null;
  onChange: (field: DraftField, value: number | null) => void;
}

interface FieldSpec {
  field: DraftField;
  label: string;
  placeholder: string;
  help?: string;
}

/** The numbers of the calculator: culture and 统考 always; 语文 / 外语 optional; 政策加分 only where the formula counts it. */
export function ScoreInputs({ formula, draft, error, errorField, onChange }: ScoreInputsProps) {
  const fields: FieldSpec[] = [
    { field: 'culture', label: '高考文化成绩', placeholder: `满分${formula.cultureFull}` },
    { field: 'tests', label: '统考成绩', placeholder: `满分${formula.testsFull}` },
    { field: 'chinese', label: '语文（选填）', placeholder: '满分150', help: '同分排序时参考，不计入综合分' },
    { field: 'english', label: '外语（选填）', placeholder: '满分150', help: '同分排序时参考，不计入综合分' },
  ];
  if (formula.bonusCounts) {
    fields.push({ field: 'bonus', label: '政策加分（选填）', placeholder: '0–100', help: '本省公式把政策性加分计入文化分' });
  }
  return (
    <Form layout="vertical" className="yzy-compute-form" component="div">
      {fields.map(({ field, label, placeholder, help }) => (
        <Form.Item
          key={field}
          label={label}
          extra={help}
          help={errorField === field ? error : undefined}
          validateStatus={errorField === field ? 'error' : undefined}
          htmlFor={`compute-${field}`}
        >
          <InputNumber<number>
            id={`compute-${field}`}
            data-testid={`compute-${field}`}
            value={draft[field]}
            placeholder={placeholder}
            onChange={(value) => onChange(field, value)}
            className="yzy-compute-input"
          />
        </Form.Item>
      ))}
    </Form>
  );
}
