export { AssessmentResult, type AssessmentResultProps } from './assessment-result';
