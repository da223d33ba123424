export { ProjectStatus, type ProjectStatusProps } from './project-status';
