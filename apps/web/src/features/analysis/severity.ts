/** Risk severities of volunteer/analysis and how they read. */
export type Severity = 'high' | 'medium' | 'low';

export const SEVERITY_LABELS: Record<Severity, { text: string; color: string }> = {
  high: { text: '高', color: 'red' },
  medium: { text: '中', color: 'orange' },
  low: { text: '低', color: 'blue' },
};
