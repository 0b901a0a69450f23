import { App, Button, Col, Drawer, Form, Input, Row, Select, Skeleton, Space } from 'antd';
import { adminArticleFields, ARTICLE_CATEGORIES, type AdminArticleFields } from '@yzy/shared/contracts';
import { zodRule } from '../../lib/form-rules';
import { useArticle, useProvinceOptions, useSaveArticle, type AdminArticleDetail } from './api';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

type ArticleValues = Pick<AdminArticleFields, 'title' | 'summary' | 'category' | 'provinceId' | 'cover' | 'source' | 'content'>;

interface ArticleEditorProps {
  /** null: a new article; a number: edit that one. */
  articleId: number | null;
  onClose(): void;
}

const rule = adminArticleFields.shape;
const NEW_ARTICLE: ArticleValues = {
  title: '',
  summary: '',
  category: ARTICLE_CATEGORIES[0],
  provinceId: null,
  cover: '',
  source: '艺志愿编辑部',
  content: '',
};

/** Editing keeps the article's publish state and date; a new one is saved as a draft (发布 is its own step in the list). */
function fieldsOf(values: ArticleValues, existing: AdminArticleDetail | undefined): AdminArticleFields {
  return {
    ...values,
    provinceId: values.provinceId ?? null,
    published: existing?.published ?? false,
    publishedAt: existing?.publishedAt,
  };
}

/** 新建 / 编辑资讯: title, summary, category, province, cover, source and the rich-text body. */
export function ArticleEditor({ articleId, onClose }: ArticleEditorProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ArticleValues>();
  const existing = useArticle(articleId);
  const provinces = useProvinceOptions();
  const save = useSaveArticle();
  const handleSave = async () => {
    const values = await form.validateFields();
    save.mutate(
      { id: articleId, fields: fieldsOf(values, existing.data) },
      {
        onSuccess: () => {
          void message.success(articleId === null ? '已保存为草稿，在列表中点“发布”后上线' : '已保存');
          onClose();
        },
      },
    );
  };
  const ready = articleId === null || existing.data;
  return (
    <Drawer
      open
      size={960}
      title={articleId === null ? '新建资讯' : '编辑资讯'}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" onClick={handleSave} loading={save.isPending} disabled={!ready} data-testid="article-save">
            保存
          </Button>
        </Space>
      }
    >
      {!ready ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" initialValues={existing.data ?? NEW_ARTICLE} aria-label="资讯">
          <Form.Item label="标题" name="title" rules={[zodRule(rule.title)]}>
            <Input maxLength={100} showCount data-testid="article-title" />
          </Form.Item>
          <Form.Item label="摘要" name="summary" rules={[zodRule(rule.summary)]}>
            <Input.TextArea rows={2} maxLength={300} showCount />
          </Form.Item>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item label="分类" name="category" rules={[zodRule(rule.category)]}>
                <Select options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="省份" name="provinceId">
                <Select
                  allowClear
                  placeholder="全国"
                  options={provinces.data}
                  loading={provinces.isPending}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="来源" name="source" rules={[zodRule(rule.source)]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="封面图片地址" name="cover" rules={[zodRule(rule.cover)]}>
                <Input placeholder="https://…（可留空）" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="正文" name="content" rules={[zodRule(rule.content)]}>
            <LazyRichTextEditor label="正文" />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
