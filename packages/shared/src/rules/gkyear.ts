/** The gaokao year a student is planning for: the current year, plus 1 from September on (spec §5). */
export function gkyearOf(now: Date): number {
  const year = now.getFullYear();
  return now.getMonth() >= 8 ? year + 1 : year;
}
