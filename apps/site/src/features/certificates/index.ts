export { certificateQuery, useCertificate } from './api/get-certificate';
export { CertificateVerification } from './components/certificate-verification';
export { OUTCOME_TITLES, outcomeOf } from './lib/verification';
