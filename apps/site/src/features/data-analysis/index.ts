export { DataAnalysisFaq } from './components/data-analysis-faq';
export { PathwayList } from './components/pathway-list';
export { ScopingWizard } from './components/scoping-wizard';
