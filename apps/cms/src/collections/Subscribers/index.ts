import type { CollectionConfig, FieldHook } from 'payload';
import { TEXT_MAX } from '@manara/contracts';
import { adminOnlyAccess } from '../../access/presets';
import { validateSourcePage } from '../Leads';

/** One row per address however it was typed, so the unique index holds. */
const lowerCase: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/**
 * Newsletter sign-ups with double opt-in: the consent given (its time and wording), and
 * whether the address confirmed and whether it left. Only admins read or change them; POST
 * /api/newsletter and its confirm and unsubscribe calls write them (server/api/newsletter.ts).
 * Send newsletters only to confirmed addresses that have not unsubscribed.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'confirmed', 'unsubscribed', 'source', 'consentAt'],
    listSearchableFields: ['email'],
    group: 'People',
    description: 'Newsletter sign-ups. Only confirmed addresses that have not unsubscribed may receive the newsletter.',
  },
  defaultSort: '-createdAt',
  access: adminOnlyAccess,
  fields: [
    {
      name: 'email',
      label: 'E-mail',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [lowerCase] },
    },
    {
      name: 'consentAt',
      label: 'Consent given at',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'consentText',
      label: 'Consent wording',
      type: 'textarea',
      required: true,
      maxLength: TEXT_MAX.long,
      admin: { description: 'The sentence the subscriber agreed to, as the form showed it.' },
    },
    {
      name: 'source',
      type: 'text',
      maxLength: TEXT_MAX.short,
      validate: validateSourcePage,
      admin: { description: 'The page of the site the sign-up came from.' },
    },
    { name: 'confirmed', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'confirmedAt',
      label: 'Confirmed at',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'unsubscribed', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'unsubscribedAt',
      label: 'Unsubscribed at',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
};
