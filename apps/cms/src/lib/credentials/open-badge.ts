import { createHash } from 'node:crypto';
import { COURSE_PAGE, cpdCreditText } from '@manara/contracts';
import { credentialUrl } from '../learning/certificate-addresses';
import { toCpd } from '../learning/cpd';
import type { CredentialReadyCertificate } from '../learning/records';
import { OPEN_BADGES_CONTEXT, VC_V2_CONTEXT } from './document-loader';
import { issuerProfile } from './issuer';
import { revocationListUrl } from './status-list';

/** What earns every certificate (docs/decisions/018-learning.md). */
const CRITERIA =
  "Complete the course: reach its assessment's pass mark (best score of the graded attempts) and have a course project accepted by a Manara tutor.";

export interface OpenBadgeInput {
  certificate: CredentialReadyCertificate;
  courseId: string;
  /** The course's summary now, when it has one: the achievement's description. */
  courseSummary?: string;
  /** The holder's e-mail now (none once the account is deleted): only its salted hash goes into the credential. */
  email?: string;
  origin: string;
  did: string;
}

/**
 * Open Badges' identity hash: `sha256$` and the hex SHA-256 of the identity followed by the salt.
 * E-mail addresses are compared in lower case, as the holder may type theirs either way.
 */
export const identityHash = (email: string, salt: string) =>
  `sha256$${createHash('sha256').update(`${email.trim().toLowerCase()}${salt}`).digest('hex')}`;

/**
 * A certificate as an unsigned Open Badges 3.0 `OpenBadgeCredential` (VC data model 2.0): the
 * issuer's Profile, the course as the achievement (its criteria and CPD credit), the holder as a
 * salted hash of their e-mail plus their name as printed, the day of issue, and where its
 * revocation is published. Every term is defined by the two contexts: the signature refuses
 * anything else (JSON-LD safe mode).
 */
export function openBadgeCredential({ certificate, courseId, courseSummary, email, origin, did }: OpenBadgeInput) {
  const cpd = toCpd(certificate.cpd);
  const accreditation = cpd ? `${cpdCreditText(cpd)}.` : undefined;
  const description = [courseSummary ?? `The ${certificate.courseTitle} course of Manara Research.`, accreditation]
    .filter(Boolean)
    .join(' ');
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: credentialUrl(origin, certificate.code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${certificate.courseTitle}: certificate of completion`,
    issuer: issuerProfile(did, origin),
    validFrom: new Date(certificate.issuedAt).toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        ...(email
          ? [
              {
                type: 'IdentityObject',
                identityType: 'emailAddress',
                hashed: true,
                identityHash: identityHash(email, certificate.identitySalt),
                salt: certificate.identitySalt,
              },
            ]
          : []),
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: certificate.holderName },
      ],
      ...(cpd ? { creditsEarned: cpd.hours } : {}),
      achievement: {
        id: `${origin}${COURSE_PAGE.href(courseId)}`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: certificate.courseTitle,
        description,
        criteria: { narrative: CRITERIA },
        ...(cpd ? { creditsAvailable: cpd.hours } : {}),
        ...(cpd?.activityCode
          ? {
              otherIdentifier: [
                { type: 'IdentifierEntry', identifier: cpd.activityCode, identifierType: 'identifier' },
              ],
            }
          : {}),
      },
    },
    credentialStatus: {
      id: `${revocationListUrl(origin)}#${certificate.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(certificate.statusIndex),
      statusListCredential: revocationListUrl(origin),
    },
  };
}
