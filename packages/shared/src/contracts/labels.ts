/** Chinese names of request fields, so a validation message can say which field is wrong. */
const FIELD_LABELS: Record<string, string> = {
  mobile: '手机号',
  captcha: '图片验证码',
  captchaId: '图片验证码',
  smsCode: '短信验证码',
  accountId: '账号',
  provinceId: '省份',
  examCategoryId: '科类',
  cultureScore: '高考成绩',
  testsScore: '统考成绩',
  englishScore: '外语成绩',
  chineseScore: '语文成绩',
  nemtRanking: '位次',
  selectSubject: '选科',
  language: '外语语种',
  id: '编号',
  page: '页码',
  size: '每页条数',
  keyword: '关键词',
  orderId: '订单号',
  vipCardId: 'VIP卡',
  payAmount: '支付金额',
  payType: '支付方式',
  nickname: '昵称',
  content: '内容',
  contact: '联系方式',
};

export function fieldLabel(path: string): string | undefined {
  const key = path.split('.').pop() ?? path;
  return FIELD_LABELS[key];
}
