export { FormCard, PanelTitle } from './form-panel';
