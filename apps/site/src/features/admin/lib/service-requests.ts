import { ADMIN_ORDER_PAGE } from '@manara/contracts';

/** What the Service requests section's address says: the page of the list and the open order. */
export interface ServiceRequestsState {
  page: number;
  requestId?: string;
}

/** Reads ?page=&requestId= (the parameter the team's e-mails link with, contracts' ADMIN_ORDER_PAGE). */
export function readServiceRequestsState(params: URLSearchParams): ServiceRequestsState {
  const page = Number(params.get('page'));
  const requestId = params.get(ADMIN_ORDER_PAGE.param)?.trim();
  return { page: Number.isInteger(page) && page > 1 ? page : 1, requestId: requestId || undefined };
}

/** The search part of a Service requests address; defaults are left out. */
export function serviceRequestsSearch({ page, requestId }: ServiceRequestsState): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (requestId) params.set(ADMIN_ORDER_PAGE.param, requestId);
  const search = params.toString();
  return search ? `?${search}` : '';
}
