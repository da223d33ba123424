export { CertificateStatusBadge } from './certificate-status-badge';
