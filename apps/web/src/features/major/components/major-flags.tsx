import { Tag } from 'antd';

interface MajorFlagsProps {
  isSpecial: boolean;
  isControlled: boolean;
}

/** 特设 (T) and 国家控制布点 (K) marks of the catalogue, spelled out on hover. */
export function MajorFlags({ isSpecial, isControlled }: MajorFlagsProps) {
  return (
    <>
      {isSpecial && (
        <Tag color="blue" variant="filled" title="特设专业：满足特殊需求设置的专业">
          特设
        </Tag>
      )}
      {isControlled && (
        <Tag color="magenta" variant="filled" title="国家控制布点专业：设置需经教育部审批">
          国控
        </Tag>
      )}
    </>
  );
}
