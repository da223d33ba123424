export { AssessmentForm, type AssessmentFormProps } from './assessment-form';
export { answerField, checkAnswers, unansweredSentence, type AnswerCheck, type AnswerValues } from './check-answers';
