import type { ProvinceNemtInfo } from '@yzy/shared/contracts';
import { pickLimitsOf, subjectGroupsOf, togglePick } from '@yzy/shared/rules';
import { Button, Flex, Form, Skeleton, Typography } from 'antd';

interface SubjectPickerProps {
  info: ProvinceNemtInfo | undefined;
  selected: string[];
  onChange(selected: string[]): void;
}

interface GroupSpec {
  key: string;
  label: string;
  hint: string;
  subjects: string[];
}

/** The groups a province's mode shows: 文理 (type 0), 3 of the list (type 1), 首选 + 再选 (type 2). */
function groupsOf(info: ProvinceNemtInfo): GroupSpec[] {
  const { first, second } = subjectGroupsOf(info);
  const limits = pickLimitsOf(info.type);
  if (info.type === 0) {
    return [{ key: 'first', label: '文理科', hint: '选择1项', subjects: first }];
  }
  if (info.type === 1) {
    return [{ key: 'first', label: '选考科目', hint: `选择${limits.first}门`, subjects: first }];
  }
  return [
    { key: 'first', label: '首选科目', hint: `选择${limits.first}门`, subjects: first },
    { key: 'second', label: '再选科目', hint: `选择${limits.second}门`, subjects: second },
  ];
}

/** 选科 buttons; each click goes through togglePick, so extra picks are ignored and single picks replace. */
export function SubjectPicker({ info, selected, onChange }: SubjectPickerProps) {
  if (!info) {
    return (
      <Form.Item label="选考科目" required>
        <Skeleton.Input active size="small" />
      </Form.Item>
    );
  }
  return (
    <>
      {groupsOf(info).map((group) => (
        <Form.Item key={group.key} label={group.label} required>
          <Flex gap={8} wrap align="center" data-testid={`score-subjects-${group.key}`}>
            {group.subjects.map((subject) => {
              const picked = selected.includes(subject);
              return (
                <Button
                  key={subject}
                  type={picked ? 'primary' : 'default'}
                  aria-pressed={picked}
                  className="yzy-subject"
                  onClick={() => onChange(togglePick(selected, subject, info))}
                >
                  {subject}
                </Button>
              );
            })}
            <Typography.Text type="secondary" className="yzy-subject-hint">
              {group.hint}
            </Typography.Text>
          </Flex>
        </Form.Item>
      ))}
    </>
  );
}
