import type { Field } from 'payload';
import { titleText } from '../rules';

/**
 * What every part of an order (an event, a message, a file) carries: the order, its member (so the
 * member's read rule is the plain `user` one every member record has), who did it, under the name
 * they had then, and whether that was the team.
 */
export const orderFields: Field[] = [
  {
    name: 'request',
    label: 'Order',
    type: 'relationship',
    relationTo: 'service-requests',
    required: true,
    index: true,
  },
  {
    name: 'user',
    label: 'Member',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    admin: { description: "The order's member." },
  },
  { name: 'actor', label: 'By', type: 'relationship', relationTo: 'users' },
  { name: 'actorName', label: 'By (name)', type: 'text', required: true, ...titleText },
  { name: 'byTeam', label: 'By the team', type: 'checkbox', defaultValue: false, required: true },
];
