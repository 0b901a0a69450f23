import type { HTMLAttributes } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Switch, Tag, Tooltip } from 'antd';
import type { VolunteerEntry, VolunteerViolation } from '@yzy/shared/contracts';
import { CompareButton } from '../../compare';
import { EntryMajors } from './entry-majors';
import { ViolationList } from './violation-list';

interface EntryCardProps {
  entry: VolunteerEntry;
  index: number;
  count: number;
  allowAdjust: boolean;
  probabilityLocked: boolean;
  violations: readonly VolunteerViolation[];
  busy: boolean;
  dragProps: HTMLAttributes<HTMLElement> & { draggable: boolean };
  /** Where the drop line shows while another 志愿 is dragged over this one. */
  mark: 'before' | 'after' | null;
  dragging: boolean;
  onMove(from: number, to: number): void;
  onAdjust(adjust: boolean): void;
  onMoveMajor(from: number, to: number): void;
  onRemoveMajor(planId: number): void;
  onRemove(): void;
}

/** One 志愿: its number, school, majors, 服从调剂, the rules it breaks, and the tools to move or remove it. */
export function EntryCard(props: EntryCardProps) {
  const { entry, index, count, allowAdjust, busy, mark } = props;
  const worst = props.violations.some((v) => v.severity === 'error') ? 'error' : props.violations.length > 0 ? 'warning' : null;
  const classes = [
    'yzy-entry',
    mark ? `yzy-entry-drop-${mark}` : '',
    props.dragging ? 'yzy-entry-dragging' : '',
    worst ? `yzy-entry-${worst}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      {...props.dragProps}
      data-testid={`entry-${entry.slot}`}
      data-entry-id={entry.id}
      aria-label={`第${entry.slot}志愿 ${entry.school.name}`}
    >
      <div className="yzy-entry-head">
        <Tooltip title="拖动调整志愿顺序">
          <HolderOutlined className="yzy-entry-handle yzy-no-print" aria-hidden />
        </Tooltip>
        <span className="yzy-entry-slot">第{entry.slot}志愿</span>
        <div className="yzy-entry-school">
          <strong>{entry.school.name}</strong>
          <span className="yzy-plan-meta">
            {entry.school.provinceName} · {entry.school.nature}
          </span>
          {entry.school.tags.map((tag) => (
            <Tag key={tag} color="blue" variant="filled">
              {tag}
            </Tag>
          ))}
          <span className="yzy-no-print">
            <CompareButton kind="school" id={entry.school.id} name={entry.school.name} />
          </span>
        </div>
        <label className="yzy-entry-adjust">
          <span>服从调剂</span>
          <Switch
            size="small"
            checked={entry.adjust}
            disabled={busy || (!allowAdjust && !entry.adjust)}
            onChange={props.onAdjust}
            aria-label={`第${entry.slot}志愿服从调剂`}
            data-testid={`adjust-${entry.slot}`}
          />
        </label>
        <div className="yzy-entry-tools yzy-no-print">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={busy || index === 0}
            onClick={() => props.onMove(index, index - 1)}
            aria-label={`第${entry.slot}志愿上移`}
          >
            上移
          </Button>
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={busy || index === count - 1}
            onClick={() => props.onMove(index, index + 1)}
            aria-label={`第${entry.slot}志愿下移`}
          >
            下移
          </Button>
          <Popconfirm
            title={`删除第${entry.slot}志愿（${entry.school.name}）？`}
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={props.onRemove}
          >
            <Button size="small" danger icon={<DeleteOutlined />} disabled={busy} aria-label={`删除第${entry.slot}志愿`} />
          </Popconfirm>
        </div>
      </div>
      <EntryMajors
        majors={entry.majors}
        probabilityLocked={props.probabilityLocked}
        busy={busy}
        onMove={props.onMoveMajor}
        onRemove={props.onRemoveMajor}
      />
      <ViolationList violations={props.violations} />
    </li>
  );
}
