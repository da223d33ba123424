export { CertificatePanel, type CertificatePanelProps } from './certificate-panel';
