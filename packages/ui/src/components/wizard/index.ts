export { useWizard, Wizard, type WizardProps, type WizardStep } from './wizard';
