import type { CertificateStatus, ProjectStatus } from '@manara/contracts';
import type { CollectionSlug } from 'payload';

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
  user: Relation;
  course: Relation;
  holderName: string;
  courseTitle: string;
  issuedAt: string;
  status: CertificateStatus;
  revokedAt?: string | null;
}

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
