import type {
  CatalogueJournal,
  AdminReview,
  AdminUser,
  Course,
  Enrollment,
  Image,
  Project,
  Review,
  ReviewAuthor,
  SeoMeta,
  Service,
  ServiceRequest,
  SiteSettings,
  User,
} from '@manara/contracts';
import { REVIEW_AUTHOR_FIELDS } from '@manara/contracts';
import type {
  Course as CourseDoc,
  Enrollment as EnrollmentDoc,
  Journal as JournalDoc,
  Project as ProjectDoc,
  Review as ReviewDoc,
  Service as ServiceDoc,
  ServiceRequest as ServiceRequestDoc,
  SiteSetting as SiteSettingsDoc,
  User as UserDoc,
} from '../../payload-types';
import { siteSettings as siteDefaults } from '../../seed/data/site-settings';
import { toCpd } from '../../lib/learning/cpd';
import { dueDateOf } from '../../lib/orders/due-date';
import { toImage } from './image';

/** Payload documents → the /api contract's shapes. Ids become strings whatever the database. */

type Relation<T extends { id: number | string }> = number | string | T | null | undefined;

/** The id of a relationship value, populated or not. */
export function relationId<T extends { id: number | string }>(value: Relation<T>): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'object' ? String(value.id) : String(value);
}

function populated<T extends { id: number | string }>(value: Relation<T>): T | undefined {
  return value && typeof value === 'object' ? value : undefined;
}

export function toUser(doc: UserDoc): User {
  return {
    id: String(doc.id),
    name: doc.name,
    email: doc.email,
    country: doc.country,
    plan: doc.plan,
    role: doc.role,
    createdAt: doc.createdAt,
  };
}

export function toAdminUser(doc: UserDoc, stats: AdminUser['stats']): AdminUser {
  return { ...toUser(doc), stats };
}

export function toService(doc: ServiceDoc): Service {
  return {
    id: String(doc.id),
    title: doc.title,
    summary: doc.summary,
    features: doc.features ?? [],
    route: doc.route,
  };
}

/** A catalogue journal; the facts the team left empty are left out, and the site says "not listed". */
export function toCatalogueJournal(doc: JournalDoc): CatalogueJournal {
  const issnPrint = doc.issnPrint?.trim();
  const issnElectronic = doc.issnElectronic?.trim();
  return {
    id: String(doc.id),
    title: doc.title,
    publisher: doc.publisher,
    ...(issnPrint ? { issnPrint } : {}),
    ...(issnElectronic ? { issnElectronic } : {}),
    homepage: doc.homepage,
    scope: doc.scope,
    subjects: doc.subjects ?? [],
    studyTypes: doc.studyTypes ?? [],
    access: doc.access,
    ...(typeof doc.apcUsd === 'number' ? { apcUsd: doc.apcUsd } : {}),
    ...(typeof doc.decisionWeeks === 'number' ? { decisionWeeks: doc.decisionWeeks } : {}),
    ...(doc.impactBand ? { impactBand: doc.impactBand } : {}),
    indexing: doc.indexing ?? [],
  };
}

type SeoFields = { meta?: { title?: string | null; description?: string | null } | null };

/** The SEO fields an editor filled in, if any (empty ones fall back on the site). */
export function toSeoMeta(doc: object): { meta?: SeoMeta } {
  const { meta } = doc as SeoFields;
  const title = meta?.title?.trim();
  const description = meta?.description?.trim();
  if (!title && !description) return {};
  return { meta: { ...(title ? { title } : {}), ...(description ? { description } : {}) } };
}

/** The course's preview lesson, when an editor wrote one: its paragraphs are split at blank lines. */
function previewOf(doc: CourseDoc): Pick<Course, 'preview'> {
  const title = doc.preview?.title?.trim();
  const paragraphs = (doc.preview?.body ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return title && paragraphs.length > 0 ? { preview: { title, paragraphs } } : {};
}

/** A course's or project's picture with its variants (a read at depth 1 populates it), when it has one. */
function imageOf(doc: object): { image?: Image } {
  const image = toImage((doc as { image?: unknown }).image);
  return image ? { image } : {};
}

export function toCourse(doc: CourseDoc): Course {
  const cpd = toCpd(doc.cpd);
  return {
    id: String(doc.id),
    title: doc.title,
    category: doc.category,
    level: doc.level,
    durationHrs: doc.durationHrs,
    rating: doc.rating,
    price: doc.price,
    ...(doc.summary ? { summary: doc.summary } : {}),
    ...(doc.modules?.length ? { modules: doc.modules.map((m) => ({ title: m.title, lessons: m.lessons ?? [] })) } : {}),
    ...(cpd ? { cpd } : {}),
    ...previewOf(doc),
    ...imageOf(doc),
    ...toSeoMeta(doc),
  };
}

export function toProject(doc: ProjectDoc): Project {
  return {
    id: String(doc.id),
    title: doc.title,
    domain: doc.domain,
    year: doc.year,
    summary: doc.summary,
    tags: doc.tags ?? [],
    ...(doc.service ? { service: doc.service } : {}),
    ...imageOf(doc),
  };
}

/** The public shape: no e-mail, no account, no status. */
export function toReview(doc: ReviewDoc): Review {
  return {
    id: String(doc.id),
    name: doc.name,
    service: doc.service,
    rating: doc.rating,
    quote: doc.quote,
    createdAt: doc.createdAt,
  };
}

/** The moderation shape: the public one, its status, and what the review kept of its author. */
export function toAdminReview(doc: ReviewDoc): AdminReview {
  const userId = relationId(doc.user);
  // A testimonial typed in /cms may keep nothing but the name: empty fields are left out.
  const author = Object.fromEntries(REVIEW_AUTHOR_FIELDS.flatMap((field) => (doc[field] ? [[field, doc[field]]] : [])));
  return {
    ...(author as Partial<ReviewAuthor>),
    ...toReview(doc),
    status: doc.status,
    ...(userId ? { userId } : {}),
  };
}

export function toEnrollment(doc: EnrollmentDoc): Enrollment {
  const course = populated(doc.course);
  const user = populated(doc.user);
  return {
    id: String(doc.id),
    courseId: relationId(doc.course) ?? '',
    courseTitle: course?.title ?? 'Removed course',
    userId: relationId(doc.user) ?? '',
    userName: user?.name ?? 'Removed user',
    status: doc.status,
    progress: doc.progress,
    updatedAt: doc.updatedAt,
  };
}

export function toServiceRequest(doc: ServiceRequestDoc): ServiceRequest {
  const user = populated(doc.user);
  const userId = relationId(doc.user);
  return {
    id: String(doc.id),
    serviceTitle: doc.serviceTitle,
    ...(userId ? { userId } : {}),
    userName: user?.name ?? doc.requesterName ?? 'Guest',
    details: doc.details,
    status: doc.status,
    createdAt: doc.createdAt,
    dueDate: dueDateOf(doc.dueDate),
  };
}

/** What editors set in the site-settings global; the seeded values fill anything still empty. */
export function toSiteSettings(doc: Partial<SiteSettingsDoc>): SiteSettings {
  const offices = doc.offices?.map((o) => o.city).filter(Boolean) ?? [];
  const numbers = doc.numbersBand?.map((n) => ({ label: n.label, value: n.value })) ?? [];
  return {
    supportEmail: doc.supportEmail || siteDefaults.supportEmail,
    offices: offices.length ? offices : siteDefaults.offices.map((o) => o.city),
    chatLink: doc.chatLink || siteDefaults.chatLink,
    officeHours: doc.officeHours || siteDefaults.officeHours,
    numbers: numbers.length ? numbers : siteDefaults.numbersBand.map((n) => ({ label: n.label, value: n.value })),
  };
}
