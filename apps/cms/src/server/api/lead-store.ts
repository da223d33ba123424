import type { Payload, PayloadRequest } from 'payload';
import type { Lead, Subscriber } from '../../payload-types';

/**
 * The Local API calls on `leads` and `subscribers`. They are written by the server for a request
 * whose member, if any, came from the session; the body never names an account or a status. The
 * collections are admin-only from outside, so these calls pass `overrideAccess: true`: the route
 * has already decided what a visitor may create, and this is the only place that may.
 */

/** What a route hands over: the details as an object, the member and request by id. */
export interface LeadData {
  kind: Lead['kind'];
  name?: string;
  email: string;
  message?: string;
  details?: Record<string, unknown>;
  sourcePage?: string;
  member?: number;
  serviceRequest?: number;
  status?: Lead['status'];
}
export type LeadDoc = Lead;
export type SubscriberData = Omit<Subscriber, 'id' | 'createdAt' | 'updatedAt'>;
export type SubscriberDoc = Subscriber;

export function createLead(payload: Payload, data: LeadData, req?: Partial<PayloadRequest>): Promise<LeadDoc> {
  // A new lead starts as new unless the route says otherwise (the collection's default, spelled out
  // because the generated type makes the field required).
  return payload.create({
    collection: 'leads',
    data: { status: 'new', ...data },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
}

export async function findSubscriber(payload: Payload, email: string): Promise<SubscriberDoc | undefined> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email.toLowerCase() } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  });
  return docs[0];
}

export function createSubscriber(payload: Payload, data: SubscriberData): Promise<SubscriberDoc> {
  return payload.create({ collection: 'subscribers', data, depth: 0, overrideAccess: true });
}

export function updateSubscriber(
  payload: Payload,
  id: SubscriberDoc['id'],
  data: Partial<SubscriberData>,
): Promise<SubscriberDoc> {
  return payload.update({ collection: 'subscribers', id, data, depth: 0, overrideAccess: true });
}
