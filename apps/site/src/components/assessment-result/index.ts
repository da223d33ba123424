export { AssessmentResult, secondsUntil, type AssessmentResultProps } from './assessment-result';
