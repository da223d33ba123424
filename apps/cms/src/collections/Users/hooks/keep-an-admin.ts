import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload';
import { MESSAGES } from '@manara/contracts';

async function otherAdmins(req: Parameters<CollectionBeforeDeleteHook>[0]['req'], id: number | string) {
  // Counting every admin is the system's check, whoever asks: hence overrideAccess.
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  });
  return totalDocs;
}

const refuse = (id: number | string) =>
  new ValidationError({ collection: 'users', id, errors: [{ path: 'role', message: MESSAGES.lastAdmin }] });

/** Nobody could reach /cms or the control panel again if the last admin lost the role. */
export const keepAnAdminOnChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'admin' || !data.role || data.role === 'admin') return data;
  if ((await otherAdmins(req, originalDoc.id)) === 0) throw refuse(originalDoc.id);
  return data;
};

export const keepAnAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req });
  if (doc.role === 'admin' && (await otherAdmins(req, id)) === 0) throw refuse(id);
};
