import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { NEW_CARD, toCardFields, toFormValues } from './card-form-values';

describe('VIP card form values', () => {
  it('sends days, trims the benefits and leaves the blackout window empty', () => {
    const fields = toCardFields({
      ...NEW_CARD,
      name: ' 暑期体验卡 ',
      deadlineDays: 30,
      vipProject: [
        { icon: ' percentage ', name: ' 录取概率 ' },
        { icon: '', name: ' ' },
      ],
    });
    expect(fields).toMatchObject({
      name: '暑期体验卡',
      deadline: 30,
      deadlineUnit: 1,
      startTime: null,
      endTime: null,
      vipProject: [{ icon: 'percentage', name: '录取概率' }],
    });
  });

  it('sends an absolute end and the window as Unix seconds, and reads them back', () => {
    const end = dayjs('2027-08-31T23:59:59+08:00');
    const window: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2027-06-24T00:00:00+08:00'), dayjs('2027-07-10T18:00:00+08:00')];
    const fields = toCardFields({ ...NEW_CARD, name: '高考志愿卡', deadlineUnit: 2, deadlineDate: end, blackout: window });
    expect(fields).toMatchObject({ deadlineUnit: 2, deadline: end.unix(), startTime: window[0].unix(), endTime: window[1].unix() });
    const values = toFormValues({ ...fields, id: 2, retired: false, orderCount: 0, createdAt: 0 });
    expect(values.deadlineDate?.unix()).toBe(end.unix());
    expect(values.deadlineDays).toBeUndefined();
    expect(values.blackout?.map((d) => d.unix())).toEqual([window[0].unix(), window[1].unix()]);
  });
});
