import type { AdminUser } from '@manara/contracts';
import { useState } from 'react';
import { useAdminUsers } from '../api/get-users';
import { useItemManager } from '../hooks/use-item-manager';
import { ItemManagerLayout } from './item-manager';
import { UserForm } from './user-form';
import { UserTable } from './user-table';

/** Users: create and edit; accounts are never deleted from the panel. */
export function UserManager() {
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page);
  const manager = useItemManager<AdminUser>();
  const { editing } = manager;
  return (
    <ItemManagerLayout
      manager={manager}
      formTitle={editing ? `Edit user: ${editing.name}` : 'New user'}
      listTitle="All users"
      form={<UserForm key={editing?.id ?? 'new'} editing={editing} onDone={manager.finishEdit} />}
      list={<UserTable query={users} page={page} onPage={setPage} onEdit={manager.startEdit} />}
    />
  );
}
