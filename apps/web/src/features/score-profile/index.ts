/** Public surface of the score-profile feature. 高考成绩: the score card, the score dialog and the one-line summary of a member's scores. */
export { ScoreCard } from './components/score-card';
export { ScoreDialog } from './components/score-dialog';
export { scoreSummaryOf } from './score-summary';
