export { FormCard, PanelColumns, PanelTitle } from './form-panel';
