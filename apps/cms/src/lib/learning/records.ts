import type { CertificateStatus, ProjectStatus } from '@manara/contracts';
import type { CollectionSlug } from 'payload';
import type { StoredCpd } from './cpd';

/*
 * The learning collections' slugs and stored shapes, typed here until `payload-types.ts` is
 * regenerated with them (then these match the generated types). Callers cast Payload's answers to
 * these shapes at the Local API boundary.
 */

export const CERTIFICATES = 'certificates' as CollectionSlug;
export const PROJECT_SUBMISSIONS = 'project-submissions' as CollectionSlug;

type Id = number | string;
type Relation = Id | { id: Id; [key: string]: unknown };

export interface CertificateDoc {
  id: Id;
  code: string;
  /** Empty once the holder's account is deleted. */
  user: Relation | null;
  course: Relation;
  holderName: string;
  courseTitle: string;
  issuedAt: string;
  status: CertificateStatus;
  revokedAt?: string | null;
  cpd?: StoredCpd | null;
  /** Set at issue (or on the first credential asked of an older certificate): see credentials/status-list.ts. */
  statusIndex?: number | null;
  identitySalt?: string | null;
}

/** A certificate whose credential fields are assigned (lib/learning/certificates.ts `withCredentialFields`). */
export type CredentialReadyCertificate = CertificateDoc & { statusIndex: number; identitySalt: string };

export interface ProjectSubmissionDoc {
  id: Id;
  user: Relation;
  course: Relation;
  title: string;
  description: string;
  link?: string | null;
  status: ProjectStatus;
  comment?: string | null;
  submittedAt: string;
  reviewedAt?: string | null;
  filename?: string | null;
  mimeType?: string | null;
  filesize?: number | null;
}

/** The id of a relationship value, populated or not. */
export const idOf = (value: unknown): string =>
  value && typeof value === 'object' ? String((value as { id: unknown }).id) : String(value);

/** A path or body id as the relationship column stores it: a number on SQLite, the string on MongoDB. */
export const relationValue = (id: string): Id => (/^\d+$/.test(id) ? Number(id) : id);
