export { ProjectForm, type ProjectFormProps, type ProjectInput } from './project-form';
export { projectFileProblem } from './check-file';
