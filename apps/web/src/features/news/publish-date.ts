import dayjs from 'dayjs';

/** Unix seconds as 2026-11-20 (the site's date style). */
export function publishDate(seconds: number): string {
  return dayjs.unix(seconds).format('YYYY-MM-DD');
}
