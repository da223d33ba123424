import { apiRoutes, type MemberOrder, type OrderFile, type OrderMessage, type OrderStart } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './keys';

/** POST /api/me/service-requests: "Start a project". */
export function startOrder(input: OrderStart): Promise<MemberOrder> {
  return apiRequest<MemberOrder>(apiRoutes.myServiceRequests.href(), { method: 'POST', body: input });
}

/** POST /api/me/service-requests/{id}/files: one file, as multipart form data. */
export function uploadOrderFile(id: string, file: File): Promise<OrderFile> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<OrderFile>(apiRoutes.myServiceRequestFiles.href(id), { method: 'POST', body: form });
}

/** POST /api/me/service-requests/{id}/messages. */
export function sendOrderMessage(id: string, body: string): Promise<OrderMessage> {
  return apiRequest<OrderMessage>(apiRoutes.myServiceRequestMessages.href(id), { method: 'POST', body: { body } });
}

/** POST /api/me/service-requests/{id}/read: the member has seen the order as it is now. */
export function markOrderRead(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.myServiceRequestRead.href(id), { method: 'POST', body: {} });
}

/**
 * A message or a file added to the open order: it shows at once in the thread or the list, and the
 * order and the dashboard's list are read again behind it.
 */
function useAddToOrder<Input, Added>(
  userId: string,
  id: string,
  send: (input: Input) => Promise<Added>,
  add: (order: MemberOrder, added: Added) => MemberOrder,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (added) => {
      queryClient.setQueryData<MemberOrder>(orderKeys.one(userId, id), (order) => (order ? add(order, added) : order));
      void queryClient.invalidateQueries({ queryKey: orderKeys.one(userId, id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.list(userId) });
    },
  });
}

export const useSendOrderMessage = (userId: string, id: string) =>
  useAddToOrder(
    userId,
    id,
    (body: string) => sendOrderMessage(id, body),
    (order, message) => ({ ...order, messages: [...order.messages, message] }),
  );

export const useUploadOrderFile = (userId: string, id: string) =>
  useAddToOrder(
    userId,
    id,
    (file: File) => uploadOrderFile(id, file),
    (order, file) => ({ ...order, files: [...order.files, file] }),
  );
