import type { ExamCategoryScore } from '@yzy/shared/contracts';
import { FOREIGN_LANGUAGES, SINGLE_SUBJECT_FULL_SCORE } from '@yzy/shared/rules';
import { Form, InputNumber, Select, Space } from 'antd';
import type { ScoreDraft } from '../score-draft';

type ScoreKey = 'cultureScore' | 'testsScore' | 'chineseScore' | 'englishScore' | 'nemtRanking';

interface ScoreFieldsProps {
  draft: ScoreDraft;
  /** The chosen category's full scores; null until a category is chosen. */
  limits: ExamCategoryScore | null;
  isInputRanking: boolean;
  onChange(patch: Partial<ScoreDraft>): void;
}

/**
 * 高考成绩 and 统考成绩 up to the category's full scores, optional 语文 and 外语 (with 语种) up to
 * 150, and the ranking, required where the province asks for it. Inputs do not clamp: the save
 * says what is wrong instead of silently changing a number.
 */
export function ScoreFields({ draft, limits, isInputRanking, onChange }: ScoreFieldsProps) {
  function scoreInput(key: ScoreKey, label: string, placeholder: string, testId: string) {
    return (
      <InputNumber<number>
        data-testid={testId}
        aria-label={label}
        className="yzy-score-input"
        controls={false}
        placeholder={placeholder}
        value={draft[key]}
        onChange={(value) => onChange({ [key]: value ?? null })}
      />
    );
  }

  const fullCulture = limits ? `满分${limits.cultureFullScoreLimit}分` : '请先选择统考科类';
  const fullTests = limits ? `满分${limits.testsFullScoreLimit}分` : '请先选择统考科类';
  const single = `选填，满分${SINGLE_SUBJECT_FULL_SCORE}分`;

  return (
    <>
      <Form.Item label="高考成绩" required>
        {scoreInput('cultureScore', '高考成绩', `文化课总分，${fullCulture}`, 'score-culture')}
      </Form.Item>
      <Form.Item label="统考成绩" required>
        {scoreInput('testsScore', '统考成绩', `专业统考成绩，${fullTests}`, 'score-tests')}
      </Form.Item>
      <Form.Item label="语文成绩">{scoreInput('chineseScore', '语文成绩', single, 'score-chinese')}</Form.Item>
      <Form.Item label="外语成绩" required>
        <Space.Compact block>
          <Select
            aria-label="外语语种"
            data-testid="score-language"
            className="yzy-language-select"
            value={draft.language}
            options={FOREIGN_LANGUAGES.map((language) => ({ value: language, label: language }))}
            onChange={(language) => onChange({ language })}
          />
          {scoreInput('englishScore', '外语成绩', single, 'score-english')}
        </Space.Compact>
      </Form.Item>
      <Form.Item label="位次" required={isInputRanking} extra={isInputRanking ? '本省须填写高考位次（省排名）' : undefined}>
        {scoreInput('nemtRanking', '位次', isInputRanking ? '请输入高考位次' : '选填，高考位次（省排名）', 'score-ranking')}
      </Form.Item>
    </>
  );
}
