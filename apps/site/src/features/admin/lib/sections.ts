/** The sections of the control panel (spec §2), in display order. */
export const ADMIN_SECTIONS = [
  { id: 'courses', title: 'Courses', description: 'Create, edit and delete the courses of the catalog.' },
  { id: 'projects', title: 'Projects', description: 'Create, edit and delete the case studies of the portfolio.' },
  {
    id: 'moderation',
    title: 'Review moderation',
    description: 'Pending reviews wait here; approve them to publish them, or reject them.',
  },
  { id: 'reviews', title: 'Reviews', description: 'Add, edit and delete reviews, with any status.' },
  { id: 'users', title: 'Users', description: 'Create accounts and edit members and admins.' },
  { id: 'enrollments', title: 'Enrollments', description: 'Course enrollments: change their status and progress.' },
  { id: 'service-requests', title: 'Service requests', description: 'Requests for services: change their status.' },
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];
