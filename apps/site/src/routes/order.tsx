import { useParams } from 'react-router-dom';
import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import { OrderPage } from '@/features/orders';
import type { RouteHandle } from '@/lib/page-meta';
import { RequireSession, useSession } from '@/lib/session';

export const handle: RouteHandle = {
  clientOnly: true,
  meta: FIXED_PAGE_META.order,
};

function MemberOrder() {
  const { user } = useSession();
  const { id = '' } = useParams();
  return user ? <OrderPage userId={user.id} orderId={id} /> : null;
}

export function Component() {
  return (
    <RequireSession>
      <MemberOrder />
    </RequireSession>
  );
}
