import type { Lead } from '@manara/contracts';
import { detailsAsText } from '../../collections/Leads';
import type { Lead as LeadDoc, Subscriber as SubscriberDoc } from '../../payload-types';
import { relationId } from './mappers';

/** Leads and subscribers → the contract's shapes and the exports' rows. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The member who sent a lead, when the relationship was populated with their name. */
function memberOf(doc: LeadDoc): Lead['member'] {
  const member = doc.member;
  if (!member || typeof member !== 'object') return undefined;
  return { id: String(member.id), name: member.name };
}

export function toLead(doc: LeadDoc): Lead {
  const member = memberOf(doc);
  const serviceRequestId = relationId(doc.serviceRequest);
  return {
    id: String(doc.id),
    kind: doc.kind,
    name: doc.name ?? '',
    email: doc.email,
    message: doc.message ?? '',
    details: isRecord(doc.details) ? doc.details : {},
    sourcePage: doc.sourcePage ?? '',
    ...(member ? { member } : {}),
    ...(serviceRequestId ? { serviceRequestId } : {}),
    status: doc.status,
    notes: doc.notes ?? '',
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** The leads export's columns, in the Inbox's order; `details` as the `key: value` lines /cms shows. */
export const LEAD_CSV_HEADER = [
  'id',
  'createdAt',
  'kind',
  'status',
  'name',
  'email',
  'message',
  'details',
  'sourcePage',
  'memberId',
  'memberName',
  'serviceRequestId',
  'notes',
  'updatedAt',
] as const;

export function leadCsvRow(doc: LeadDoc): unknown[] {
  const lead = toLead(doc);
  return [
    lead.id,
    lead.createdAt,
    lead.kind,
    lead.status,
    lead.name,
    lead.email,
    lead.message,
    detailsAsText(lead.details),
    lead.sourcePage,
    lead.member?.id ?? relationId(doc.member) ?? '',
    lead.member?.name ?? '',
    lead.serviceRequestId ?? '',
    lead.notes,
    lead.updatedAt,
  ];
}

/** The subscribers export: who may receive the newsletter, and the consent that allows it. */
export const SUBSCRIBER_CSV_HEADER = [
  'email',
  'confirmedAt',
  'consentAt',
  'consentText',
  'source',
  'createdAt',
] as const;

export function subscriberCsvRow(doc: SubscriberDoc): unknown[] {
  return [doc.email, doc.confirmedAt ?? '', doc.consentAt, doc.consentText, doc.source ?? '', doc.createdAt];
}
