export { AssessmentSummary, type AssessmentSummaryProps } from './assessment-summary';
export { formatScore } from './format-score';
