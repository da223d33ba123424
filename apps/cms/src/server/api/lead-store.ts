import type { LeadKind, LeadStatus } from '@manara/contracts';
import type { Payload, PayloadRequest, Where } from 'payload';

/**
 * The Local API calls on `leads` and `subscribers`. They are written by the server for a request
 * whose member, if any, came from the session; the body never names an account or a status. The
 * collections are admin-only from outside, so these calls pass `overrideAccess: true`: the route
 * has already decided what a visitor may create, and this is the only place that may.
 *
 * payload-types.ts learns the two collections when `npm run generate:types` runs after their
 * migration; until then the calls go through the untyped view below, and only here.
 */

type Id = number | string;

export interface LeadData {
  kind: LeadKind;
  name?: string;
  email: string;
  message?: string;
  details?: Record<string, unknown>;
  sourcePage?: string;
  member?: Id;
  serviceRequest?: Id;
  status?: LeadStatus;
}
export type LeadDoc = LeadData & { id: Id; createdAt: string };

export interface SubscriberData {
  email: string;
  consentAt: string;
  consentText: string;
  source?: string | null;
  confirmed?: boolean;
  confirmedAt?: string | null;
  unsubscribed?: boolean;
  unsubscribedAt?: string | null;
}
export type SubscriberDoc = SubscriberData & { id: Id };

interface UntypedLocalApi {
  create<T>(args: {
    collection: string;
    data: object;
    depth: number;
    overrideAccess: true;
    req?: Partial<PayloadRequest>;
  }): Promise<T>;
  find<T>(args: {
    collection: string;
    where: Where;
    depth: number;
    limit: number;
    pagination: false;
    overrideAccess: true;
  }): Promise<{ docs: T[] }>;
  update<T>(args: { collection: string; id: Id; data: object; depth: number; overrideAccess: true }): Promise<T>;
}

const local = (payload: Payload) => payload as unknown as UntypedLocalApi;

export function createLead(payload: Payload, data: LeadData, req?: Partial<PayloadRequest>): Promise<LeadDoc> {
  return local(payload).create<LeadDoc>({ collection: 'leads', data, depth: 0, overrideAccess: true, req });
}

export async function findSubscriber(payload: Payload, email: string): Promise<SubscriberDoc | undefined> {
  const { docs } = await local(payload).find<SubscriberDoc>({
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
  return local(payload).create<SubscriberDoc>({ collection: 'subscribers', data, depth: 0, overrideAccess: true });
}

export function updateSubscriber(payload: Payload, id: Id, data: Partial<SubscriberData>): Promise<SubscriberDoc> {
  return local(payload).update<SubscriberDoc>({ collection: 'subscribers', id, data, depth: 0, overrideAccess: true });
}
