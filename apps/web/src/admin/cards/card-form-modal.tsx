import { App, Col, DatePicker, Form, Input, InputNumber, Modal, Radio, Row, Switch } from 'antd';
import { adminVipCardFields } from '@yzy/shared/contracts';
import { zodRule } from '../../lib/form-rules';
import { useSaveCard, type AdminVipCard } from './api';
import { NEW_CARD, toCardFields, toFormValues, type CardFormValues } from './card-form-values';
import { VipProjectEditor } from './vip-project-editor';

interface CardFormModalProps {
  /** null creates a new card. */
  card: AdminVipCard | null;
  onClose(): void;
}

const rule = adminVipCardFields.shape;

/** 新建 / 编辑 VIP卡: prices in yuan, a deadline in days or an absolute date, benefits, a blackout window. */
export function CardFormModal({ card, onClose }: CardFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CardFormValues>();
  const save = useSaveCard();
  const unit = Form.useWatch('deadlineUnit', form) ?? (card ? toFormValues(card).deadlineUnit : 1);
  const handleOk = async () => {
    const values = await form.validateFields();
    save.mutate(
      { id: card?.id ?? null, fields: toCardFields(values) },
      {
        onSuccess: () => {
          void message.success(card ? '已保存' : '已新建');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      width={720}
      title={card ? `编辑VIP卡：${card.name}` : '新建VIP卡'}
      okText="保存"
      onOk={handleOk}
      okButtonProps={{ loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={card ? toFormValues(card) : NEW_CARD} aria-label="VIP卡">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="卡名" name="name" rules={[zodRule(rule.name)]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="VIP等级" name="vipLevel" rules={[zodRule(rule.vipLevel)]} tooltip="2、3为个人等级；4及以上为专家和机构卡">
              <InputNumber min={2} max={9} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="排序" name="sortOrder" rules={[zodRule(rule.sortOrder)]}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="现价（元）" name="currentPrice" rules={[zodRule(rule.currentPrice)]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="原价（元）" name="originalPrice" rules={[zodRule(rule.originalPrice)]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="有效期" name="deadlineUnit">
              <Radio.Group
                optionType="button"
                options={[
                  { value: 1, label: '天数' },
                  { value: 2, label: '截止日期' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            {unit === 2 ? (
              <Form.Item label="截止到" name="deadlineDate" rules={[{ required: true, message: '请选择截止日期' }]}>
                <DatePicker showTime style={{ width: '100%' }} />
              </Form.Item>
            ) : (
              <Form.Item label="天数" name="deadlineDays" rules={[zodRule(rule.deadline)]}>
                <InputNumber min={1} precision={0} suffix="天" style={{ width: '100%' }} />
              </Form.Item>
            )}
          </Col>
          <Col span={6}>
            <Form.Item label="推荐" name="isRecommend" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="推荐角标图标" name="recommendIcon" rules={[zodRule(rule.recommendIcon)]}>
              <Input placeholder="如 fire" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="子账号名额"
              name="subAccountQuota"
              rules={[zodRule(rule.subAccountQuota)]}
              tooltip="机构卡开通后给专家主账号的子账号数"
            >
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="暂停窗口（北京时间）" name="blackout" extra="窗口内此卡不可购买、不生效（如志愿填报期）；不暂停则留空">
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="权益列表">
          <VipProjectEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}
