import path from 'node:path';
import { Readable } from 'node:stream';
import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import {
  apiRoutes,
  MESSAGES,
  PROJECT_FILE_MIME_TYPE,
  PROJECT_STATUSES,
  projectReviewInputSchema,
  projectSubmissionInputSchema,
} from '@manara/contracts';
import type { Payload, PopulateType } from 'payload';
import { z } from 'zod';
import { projectFilesDir } from '../../lib/env';
import { isPdf } from '../../collections/ProjectSubmissions/check-file';
import { removeStoredFile, storedFileResponse } from '../../lib/storage';
import { findLearnerRow } from '../../lib/learning/learner-row';
import { PROJECT_SUBMISSIONS, relationValue, type ProjectSubmissionDoc } from '../../lib/learning/records';
import { asUser, currentUser, requireAdmin, requireSession } from '../middleware/session';
import { refuseDeepJson } from '../middleware/json-body';
import { ApiError } from './errors';
import { publishedCourseId } from './learning-course';
import { readableById } from './readable-by-id';
import { toAdminProjectSubmission, toProjectSubmission } from './learning-mappers';
import { findPage, sendList } from './list';
import {
  discardRest,
  PROJECT_BODY_LIMIT_BYTES,
  readProjectForm,
  refuseOversize,
  type UploadedFile,
} from './project-form';
import { parseWith, pathId } from './validate';

/** What the admin's project list and review answers show of the member and the course. */
const POPULATE: PopulateType = { users: { name: true }, courses: { title: true } };

const statusFilterSchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: MESSAGES.projectStatusFilterInvalid }).optional(),
});

const hasBody = (req: Request) =>
  Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;

/** The stored name of a member's PDF: their own name, ending in .pdf whatever it ended in. */
const pdfName = (name: string) => `${path.basename(name).replace(/\.[^.]*$/, '') || 'project'}.pdf`;

/** The project's text fields and its file, from a multipart form or a JSON body (a link only). */
async function readSubmission(req: Request): Promise<{ input: unknown; file?: UploadedFile }> {
  if (Number(req.get('content-length') ?? 0) > PROJECT_BODY_LIMIT_BYTES) await refuseOversize(req);
  if (req.is('multipart/form-data')) {
    const form = await readProjectForm(req);
    return { input: form.fields, ...(form.file ? { file: form.file } : {}) };
  }
  // express.json has read a JSON body already; anything else with a body is neither.
  if (hasBody(req) && !req.is('application/json') && !req.is('+json')) {
    await discardRest(req);
    throw new ApiError(415, MESSAGES.notJsonOrForm);
  }
  return { input: req.body };
}

/**
 * A refusal raised before the body was read (no session, unknown course) still waits for the upload
 * to end, so the client receives it instead of a reset connection.
 */
const drainBeforeRefusing: ErrorRequestHandler = (err, req, _res, next) => {
  void discardRest(req).then(() => next(err));
};

/**
 * POST /api/me/courses/:id/project: a member submits (or resubmits) a course project, as multipart
 * form data with a PDF, or with a link (form data or JSON). It reads its own body, so the router
 * registers it before the JSON-only rule; `jsonLimit` is the /api's JSON limit.
 */
export function projectUploadRoutes(payload: Payload, jsonLimit: string): Router {
  const router = Router();
  router.post(
    apiRoutes.myCourseProject.pattern,
    requireSession(payload),
    express.json({ limit: jsonLimit, verify: refuseDeepJson }),
    async (req, res) => {
      const courseId = await publishedCourseId(payload, req);
      const { input, file } = await readSubmission(req);
      const data = parseWith(projectSubmissionInputSchema, input);
      if (file && !isPdf(file.data))
        throw new ApiError(415, MESSAGES.projectFileType, { file: MESSAGES.projectFileType });
      if (!file && !data.link)
        throw new ApiError(400, MESSAGES.projectFileOrLink, { file: MESSAGES.projectFileOrLink });

      const userId = String(currentUser(req).id);
      const existing = await findLearnerRow<ProjectSubmissionDoc>(payload, PROJECT_SUBMISSIONS, { userId, courseId });
      if (existing?.status === 'accepted') throw new ApiError(409, MESSAGES.projectAlreadyAccepted);
      // A resubmission replaces the whole submission and goes back into the review queue.
      const fields = {
        title: data.title,
        description: data.description,
        link: data.link ?? null,
        status: 'submitted',
        comment: null,
        reviewedAt: null,
        submittedAt: new Date().toISOString(),
      };
      const upload = file
        ? { file: { data: file.data, mimetype: PROJECT_FILE_MIME_TYPE, name: pdfName(file.name), size: file.size } }
        : {};
      let doc: unknown;
      if (existing) {
        // Without a new file the old one goes: Payload replaces a file, but never removes one.
        const noFile = file ? {} : { filename: null, mimeType: null, filesize: null, url: null };
        doc = await payload.update({
          collection: PROJECT_SUBMISSIONS,
          id: existing.id,
          data: { ...fields, ...noFile } as never,
          ...upload,
          depth: 0,
          overrideAccess: true,
        });
        if (!file && existing.filename)
          await removeStoredFile(projectFilesDir(), { ...existing, filename: existing.filename });
      } else {
        doc = await payload.create({
          collection: PROJECT_SUBMISSIONS,
          data: { ...fields, user: relationValue(userId), course: relationValue(courseId) } as never,
          ...upload,
          depth: 0,
          overrideAccess: true,
        });
      }
      res.status(201).json(toProjectSubmission(doc as ProjectSubmissionDoc));
    },
  );
  router.use(drainBeforeRefusing);
  return router;
}

/**
 * A project's PDF for its member or an admin (anyone else gets the 404 of a submission that does not
 * exist), and the admin's review queue: the paged list (?status=) and the PATCH that accepts a project
 * (issuing the certificate when the assessment is passed) or asks for changes with a comment.
 */
export function projectSubmissionRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.projectSubmissionFile.pattern, requireSession(payload), async (req, res) => {
    // The member or an admin; another member's submission is simply not found.
    const doc = await readableById<ProjectSubmissionDoc>(payload, req, PROJECT_SUBMISSIONS);
    if (!doc.filename) throw new ApiError(404, MESSAGES.projectFileMissing);
    res.attachment(doc.filename);
    res.type(PROJECT_FILE_MIME_TYPE);
    const fromBucket = await storedFileResponse(payload, PROJECT_SUBMISSIONS, { ...doc, filename: doc.filename });
    if (!fromBucket) return res.sendFile(path.join(projectFilesDir(), path.basename(doc.filename)));
    if (!fromBucket.ok || !fromBucket.body) throw new ApiError(404, MESSAGES.projectFileMissing);
    Readable.fromWeb(fromBucket.body as never).pipe(res);
  });

  router.get(apiRoutes.adminProjectSubmissions.pattern, requireAdmin(payload), async (req, res) => {
    const { status } = parseWith(statusFilterSchema, req.query);
    const result = await findPage(payload, req, {
      collection: PROJECT_SUBMISSIONS,
      sort: '-submittedAt',
      depth: 1,
      populate: POPULATE,
      ...(status ? { where: { status: { equals: status } } } : {}),
    });
    const docs = result.docs as unknown as ProjectSubmissionDoc[];
    sendList(res, docs.map(toAdminProjectSubmission), result.totalDocs);
  });

  // One submission, so a Review link opens it whichever page of the list it is on.
  router.get(apiRoutes.adminProjectSubmission.pattern, requireAdmin(payload), async (req, res) => {
    const { docs } = await payload.find({
      collection: PROJECT_SUBMISSIONS,
      where: { id: { equals: pathId(req) } },
      limit: 1,
      depth: 1,
      populate: POPULATE,
      ...asUser(req),
    });
    const doc = docs[0] as unknown as ProjectSubmissionDoc | undefined;
    if (!doc) throw new ApiError(404, MESSAGES.notFound);
    res.json(toAdminProjectSubmission(doc));
  });

  router.patch(apiRoutes.adminProjectSubmission.pattern, requireAdmin(payload), async (req, res) => {
    const id = pathId(req);
    const review = parseWith(projectReviewInputSchema, req.body);
    // The collection stamps reviewedAt and, on acceptance, issues the certificate when it is due.
    const doc = await payload.update({
      collection: PROJECT_SUBMISSIONS,
      id,
      data: { status: review.status, comment: review.comment || null } as never,
      depth: 1,
      populate: POPULATE,
      ...asUser(req),
    });
    res.json(toAdminProjectSubmission(doc as unknown as ProjectSubmissionDoc));
  });

  return router;
}
