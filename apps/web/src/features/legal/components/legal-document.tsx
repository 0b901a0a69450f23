import { Typography } from 'antd';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** A plain, readable legal page: numbered sections, no decoration. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <article className="yzy-legal">
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Text type="secondary">更新日期：{updated}</Typography.Text>
      <Typography.Paragraph className="yzy-legal-intro">{intro}</Typography.Paragraph>
      {sections.map((section, index) => (
        <section key={section.heading}>
          <Typography.Title level={4}>
            {index + 1}. {section.heading}
          </Typography.Title>
          {section.paragraphs.map((text) => (
            <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}
