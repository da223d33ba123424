export { DataAnalysisFaq } from './components/data-analysis-faq';
export { PathwayList } from './components/pathway-list';
export { ScopingWizard } from './components/scoping-wizard';
export { useScopingWizard, wizardDefaults } from './hooks/use-scoping-wizard';
