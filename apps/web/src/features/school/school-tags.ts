/** One colour per school tag, so 985/211/双一流 and the art-batch tags read at a glance. */
const TAG_COLORS: Record<string, string> = {
  '985': 'red',
  '211': 'volcano',
  双一流: 'gold',
  独立设置艺术院校: 'purple',
  参照执行: 'cyan',
};

export function tagColor(tag: string): string | undefined {
  return TAG_COLORS[tag];
}
