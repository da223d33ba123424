import type { AdminUser } from '@manara/contracts';
import { useState } from 'react';
import { useAdminUsers } from '../api/get-users';
import { AdminSubsection } from './admin-section';
import { UserForm } from './user-form';
import { UserTable } from './user-table';

/** Users: create and edit, no delete (spec §2). */
export function UserManager() {
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  return (
    <>
      <AdminSubsection title={editing ? `Edit user: ${editing.name}` : 'New user'}>
        <UserForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </AdminSubsection>
      <AdminSubsection title="All users">
        <UserTable query={users} page={page} onPage={setPage} onEdit={setEditing} />
      </AdminSubsection>
    </>
  );
}
