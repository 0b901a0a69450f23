import { screen } from '@testing-library/react';
import type { AdmissionLine } from '@yzy/shared/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AdmissionTable } from './admission-table';

const line = (year: number, sourceUrl: string | null): AdmissionLine => ({
  year,
  batchName: '艺术类本科批',
  majorId: null,
  majorName: '视觉传达设计',
  minScore: 540.25,
  avgScore: null,
  minRank: null,
  admittedCount: 4,
  planCount: 4,
  recordKind: '投档',
  subjectGroup: '历史',
  batchLabel: year === 2024 ? '艺术类批次' : null,
  scale: 750,
  source: year === 2025 ? '河南省教育考试院' : '郑州大学本科招生网',
  sourceUrl,
});

describe('AdmissionTable', () => {
  it('links each line to its own page, and says so where the page is unknown', () => {
    renderWithApp(<AdmissionTable lines={[line(2025, null), line(2024, 'https://zs.zzu.edu.cn/2024.html')]} />);
    const linked = screen.getByRole('link', { name: '郑州大学本科招生网' });
    expect(linked.getAttribute('href')).toBe('https://zs.zzu.edu.cn/2024.html');
    // The printed book has no page: the publisher stands alone and says so.
    expect(screen.getByText('（原页面未收录）').closest('a')).toBeNull();
    expect(screen.getByText('（原页面未收录）').parentElement).toHaveTextContent('河南省教育考试院（原页面未收录）');
    // The official batch, with the label the university page gave it as a note, and the line's stream.
    expect(screen.getByText('（发布页标注：艺术类批次）')).toBeInTheDocument();
    expect(screen.getAllByText('视觉传达设计（历史）')).toHaveLength(2);
    // Each composite with the full mark of its formula.
    expect(screen.getAllByText('/750')).toHaveLength(2);
  });
});
