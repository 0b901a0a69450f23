import { config, type z } from 'zod';
import { fieldLabel } from './labels';

/**
 * The one mapping from a validation failure to a sentence a member understands, installed for
 * every zod schema (server routes and web forms alike). A message written in a contract
 * (`{ error: '请输入正确的手机号' }`) is kept; every other failure gets a sentence naming the field
 * by its Chinese label, never the validator's own wording (期望 string, undefined, …).
 */
type Issue = z.core.$ZodRawIssue;

const SIZED_UNITS: Record<string, string> = { string: '个字', array: '项', set: '项', file: '字节' };

function labelOf(issue: Issue): string | undefined {
  const path = (issue.path ?? []).filter((key): key is string => typeof key === 'string');
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const label = fieldLabel(path[i]);
    if (label) {
      return label;
    }
  }
  return undefined;
}

function tooSmall(label: string, issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  const unit = SIZED_UNITS[issue.origin];
  if (unit) {
    return min <= 1 ? `请填写${label}` : `${label}至少${min}${unit}`;
  }
  return issue.inclusive === false ? `${label}必须大于${min}` : `${label}不能小于${min}`;
}

function tooBig(label: string, issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  const unit = SIZED_UNITS[issue.origin];
  if (unit) {
    return `${label}最多${max}${unit}`;
  }
  return issue.inclusive === false ? `${label}必须小于${max}` : `${label}不能大于${max}`;
}

/** The member-facing sentence for one validation issue. */
export function memberMessageOf(issue: Issue): string {
  const label = labelOf(issue);
  const field = label ?? '填写的内容';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') {
        return label ? `请填写${label}` : '请填写完整后再提交';
      }
      return issue.expected === 'number' || issue.expected === 'int' ? `${field}应为数字` : `${field}格式不正确`;
    case 'too_small':
      return tooSmall(field, issue);
    case 'too_big':
      return tooBig(field, issue);
    case 'invalid_value':
      return label ? `请选择正确的${label}` : '所选的选项不在可选范围内';
    case 'unrecognized_keys':
      return '提交的内容包含无法识别的项目，请刷新页面后重试';
    default:
      return `${field}格式不正确`;
  }
}

/** Installs the mapping for every schema in this process (imported once by the contracts' index). */
export function installMemberMessages(): void {
  // zod's `config` by its own name: the web build treats every `z.…()` call as free of side effects
  // (apps/web/vite.config.ts), and this is the one that has them.
  config({ customError: memberMessageOf });
}
