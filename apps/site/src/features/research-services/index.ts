export { ALaCarteList, SCOPE_PARAM } from './components/a-la-carte-list';
export { ProgressTracker } from './components/progress-tracker';
export { ResearchPhases } from './components/research-phases';
