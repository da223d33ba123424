import type { CollectionBeforeValidateHook } from 'payload';
import { defaultNameFromEmail } from '@manara/contracts';

/** A user created without a name is called by the part of the e-mail before the @. */
export const defaultName: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data;
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  if (!name && typeof data.email === 'string' && data.email.includes('@')) {
    return { ...data, name: defaultNameFromEmail(data.email.trim()) };
  }
  return data;
};
