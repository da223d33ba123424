/**
 * The member's orders live under ['me', userId, …] like every list of theirs: sign-out removes
 * everything under ['me'], and one member never sees another's order after switching accounts.
 */
export const orderKeys = {
  one: (userId: string, id: string) => ['me', userId, 'orders', id] as const,
  /** The dashboard's list of requests (features/dashboard, same key), refreshed when an order changes. */
  list: (userId: string) => ['me', userId, 'service-requests'] as const,
  notifications: (userId: string) => ['me', userId, 'notifications'] as const,
};
