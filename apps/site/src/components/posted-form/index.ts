export { FormNotice } from './form-notice';
export { usePostedForm, useServerErrors, type FormNoticeText } from './use-posted-form';
