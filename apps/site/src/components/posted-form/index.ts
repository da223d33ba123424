export { FormNotice } from './form-notice';
export { StackedForm } from './stacked-form';
export { usePostedForm, useServerErrors, type FormNoticeText } from './use-posted-form';
