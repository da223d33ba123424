import { apiRoutes, type NotificationList } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberRecords } from './member-records';

/** GET /api/me/notifications: the member's latest notifications and how many are unread. */
export function getMyNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiRequest<NotificationList>(apiRoutes.myNotifications.href(), { signal });
}

/** Read on every visit and focus: the team's changes and the learning outcomes arrive between visits. */
export function useMyNotifications(userId: string) {
  return useMemberRecords(userId, 'notifications', getMyNotifications);
}

/** POST /api/me/notifications/read: these, or all of them without ids. */
export function markNotificationsRead(ids?: string[]): Promise<void> {
  return apiRequest<void>(apiRoutes.myNotificationsRead.href(), { method: 'POST', body: ids ? { ids } : {} });
}

/** Marks notifications read, showing it at once; the list is read again behind it. */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = ['me', userId, 'notifications'];
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (ids) => {
      queryClient.setQueryData<NotificationList>(queryKey, (list) => {
        if (!list) return list;
        const docs = list.docs.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
        const marked = list.docs.filter((n) => !n.read && (!ids || ids.includes(n.id))).length;
        return { docs, unread: Math.max(0, list.unread - marked) };
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
