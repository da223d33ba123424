import type { CertificateVerification } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { longDate, outcomeOf } from './verification';

const certificate: CertificateVerification = {
  code: 'MNR-ABCD-EFGH',
  status: 'valid',
  holderName: 'Dr. Lina Haddad',
  courseTitle: 'Survival analysis',
  issuedAt: '2026-11-23T23:30:00.000Z',
  credentialUrl: '/api/certificates/MNR-ABCD-EFGH/credential',
};

describe('a certificate check', () => {
  it('says valid, revoked or unknown', () => {
    expect(outcomeOf(certificate)).toBe('valid');
    expect(outcomeOf({ ...certificate, status: 'revoked', revokedAt: '2026-11-24T00:00:00.000Z' })).toBe('revoked');
    expect(outcomeOf(null)).toBe('unknown');
  });

  it('dates in UTC, so the server and any browser print the same day', () => {
    expect(longDate(certificate.issuedAt)).toBe('November 23, 2026');
    expect(longDate('junk')).toBe('');
    expect(longDate(undefined)).toBe('');
  });
});
