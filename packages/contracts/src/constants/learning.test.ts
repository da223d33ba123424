import { describe, expect, it } from 'vitest';
import { cpdCreditText, cpdHoursText, linkedInAddToProfileUrl } from './learning';

describe('linkedInAddToProfileUrl', () => {
  it("fills LinkedIn's add-to-profile form with the certification's documented parameters", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'Survival Analysis in R',
        issuedAt: '2026-12-31T23:30:00.000Z',
        code: 'MNR-7K4P-X9QD',
        verificationUrl: 'https://research.example/certificates/MNR-7K4P-X9QD',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Survival Analysis in R',
      organizationName: 'Manara Research',
      // The month of issue in UTC, as the certificate prints the date: December, not January.
      issueYear: '2026',
      issueMonth: '12',
      certUrl: 'https://research.example/certificates/MNR-7K4P-X9QD',
      certId: 'MNR-7K4P-X9QD',
    });
  });
});

describe('cpdHoursText', () => {
  it('says hours in the singular only for one', () => {
    expect([1, 7.5, 12].map(cpdHoursText)).toEqual(['1 CPD hour', '7.5 CPD hours', '12 CPD hours']);
  });
});

describe('cpdCreditText', () => {
  it('names the accreditor and activity when the course has them', () => {
    expect(
      cpdCreditText({ hours: 12, accreditor: 'Saudi Commission for Health Specialties', activityCode: 'S-1' }),
    ).toBe('12 CPD hours, accredited by Saudi Commission for Health Specialties (activity S-1)');
    expect(cpdCreditText({ hours: 1 })).toBe('1 CPD hour');
  });
});
