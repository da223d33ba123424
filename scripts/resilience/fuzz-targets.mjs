// What the fuzzer aims at: every write endpoint of /api (docs/api.md) and of Payload's REST under
// /cms/api, plus the reads that take ids and query strings. `body` names a well-formed sample in
// SAMPLES that the malformations start from; `ids` names the pool real ids are drawn from.

export const COLLECTIONS = ['users', 'courses', 'projects', 'reviews', 'services', 'enrollments', 'service-requests'];

const api = [
  { method: 'POST', path: '/api/auth/register', body: 'register' },
  { method: 'POST', path: '/api/auth/login', body: 'login' },
  // Signs the caller out: sent with a throwaway session so the fuzzer keeps its own.
  { method: 'POST', path: '/api/auth/logout', body: 'empty', endsSession: true },
  { method: 'POST', path: '/api/courses', body: 'course' },
  { method: 'PUT', path: '/api/courses/:id', body: 'course', ids: 'courses' },
  { method: 'DELETE', path: '/api/courses/:id', ids: 'courses' },
  { method: 'POST', path: '/api/projects', body: 'project' },
  { method: 'PUT', path: '/api/projects/:id', body: 'project', ids: 'projects' },
  { method: 'DELETE', path: '/api/projects/:id', ids: 'projects' },
  { method: 'POST', path: '/api/reviews', body: 'review' },
  { method: 'DELETE', path: '/api/reviews/:id', ids: 'reviews' },
  { method: 'PATCH', path: '/api/reviews/:id/status', body: 'reviewStatus', ids: 'reviews' },
  { method: 'POST', path: '/api/admin/reviews', body: 'adminReview' },
  { method: 'POST', path: '/api/admin/users', body: 'adminUser' },
  { method: 'PATCH', path: '/api/admin/enrollments/:id', body: 'enrollment', ids: 'enrollments' },
  { method: 'PATCH', path: '/api/admin/service-requests/:id', body: 'serviceRequest', ids: 'service-requests' },
];

const apiReads = [
  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/courses/:id', ids: 'courses' },
  { method: 'GET', path: '/api/projects' },
  { method: 'GET', path: '/api/reviews' },
  { method: 'GET', path: '/api/admin/reviews' },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: '/api/admin/enrollments' },
  { method: 'GET', path: '/api/admin/service-requests' },
  { method: 'GET', path: '/api/admin/summary' },
];

const cmsCollections = COLLECTIONS.flatMap((slug) => [
  { method: 'POST', path: `/cms/api/${slug}`, body: `cms:${slug}` },
  { method: 'PATCH', path: `/cms/api/${slug}/:id`, body: `cms:${slug}`, ids: slug },
  { method: 'DELETE', path: `/cms/api/${slug}/:id`, ids: slug },
  // Bulk update and delete select documents with ?where=; the fuzzer only sends malformed ones.
  { method: 'PATCH', path: `/cms/api/${slug}`, body: `cms:${slug}`, bulk: true },
  { method: 'DELETE', path: `/cms/api/${slug}`, bulk: true },
]);

const cmsReads = COLLECTIONS.flatMap((slug) => [
  { method: 'GET', path: `/cms/api/${slug}` },
  { method: 'GET', path: `/cms/api/${slug}/:id`, ids: slug },
]);

const cmsOther = [
  { method: 'POST', path: '/cms/api/users/login', body: 'login' },
  { method: 'POST', path: '/cms/api/users/logout', body: 'empty', endsSession: true },
  { method: 'POST', path: '/cms/api/users/refresh-token', body: 'empty', endsSession: true },
  { method: 'POST', path: '/cms/api/users/forgot-password', body: 'email' },
  { method: 'POST', path: '/cms/api/users/reset-password', body: 'reset' },
  { method: 'POST', path: '/cms/api/users/unlock', body: 'email' },
  { method: 'POST', path: '/cms/api/users/first-register', body: 'cms:users' },
  { method: 'GET', path: '/cms/api/users/me' },
  { method: 'POST', path: '/cms/api/globals/site-settings', body: 'siteSettings' },
  { method: 'GET', path: '/cms/api/globals/site-settings' },
  { method: 'POST', path: '/cms/api/payload-preferences/:key', body: 'preference', ids: 'preferences' },
  { method: 'DELETE', path: '/cms/api/payload-preferences/:key', ids: 'preferences' },
  { method: 'GET', path: '/cms/api/payload-preferences/:key', ids: 'preferences' },
  { method: 'POST', path: '/cms/api/payload-locked-documents', body: 'locked' },
  { method: 'PATCH', path: '/cms/api/payload-locked-documents/:id', body: 'locked', ids: 'locked' },
  { method: 'DELETE', path: '/cms/api/payload-locked-documents/:id', ids: 'locked' },
  { method: 'GET', path: '/cms/api/payload-locked-documents' },
];

/** Writes are drawn three times as often as reads. */
export const TARGETS = [
  ...[...api, ...cmsCollections, ...cmsOther.filter((t) => t.method !== 'GET')].map((t) => ({ ...t, weight: 3 })),
  ...[...apiReads, ...cmsReads, ...cmsOther.filter((t) => t.method === 'GET')].map((t) => ({ ...t, weight: 1 })),
];

/** Well-formed bodies (by a fresh `n`) that the malformations break one way or another. */
export const SAMPLES = {
  empty: () => ({}),
  register: (n) => ({ email: `fuzz${n}@fuzz.test`, password: 'fuzz-password', country: 'AE', name: 'Fuzz Member' }),
  // Never the checks' own accounts: five wrong passwords would lock them.
  login: (n) => ({ email: `nobody${n}@fuzz.test`, password: 'wrong-password', remember: true }),
  email: (n) => ({ email: `nobody${n}@fuzz.test` }),
  reset: () => ({ token: 'a'.repeat(40), password: 'new-password' }),
  course: (n) => ({
    title: `Fuzz course ${n}`,
    category: 'Biostatistics',
    level: 'Beginner',
    durationHrs: 3,
    rating: 4.5,
    price: 100,
  }),
  project: (n) => ({
    title: `Fuzz project ${n}`,
    domain: 'Cardiology',
    summary: 'A fuzzed project.',
    year: 2025,
    tags: ['fuzz', 'test'],
    service: 'Data Analysis',
    published: true,
  }),
  review: () => ({ service: 'Data Analysis', quote: 'A fuzzed story.', rating: 4.5, userId: '1', role: 'admin' }),
  reviewStatus: () => ({ status: 'approved' }),
  adminReview: (n) => ({
    name: `Fuzz ${n}`,
    service: 'AI Tools',
    quote: 'Fuzzed.',
    rating: 4,
    email: `r${n}@fuzz.test`,
    status: 'pending',
  }),
  adminUser: (n) => ({
    name: `Fuzz User ${n}`,
    email: `u${n}@fuzz.test`,
    role: 'member',
    country: 'SA',
    plan: 'Pro',
    password: 'fuzz-password',
  }),
  enrollment: () => ({ status: 'completed', progress: 50 }),
  serviceRequest: () => ({ status: 'in_progress', details: 'Fuzzed details.' }),
  'cms:users': (n) => ({
    email: `c${n}@fuzz.test`,
    password: 'fuzz-password',
    name: 'Fuzz',
    role: 'member',
    plan: 'Pro',
    country: 'EG',
  }),
  'cms:courses': (n) => ({
    title: `Fuzz ${n}`,
    category: 'Epidemiology',
    level: 'Advanced',
    durationHrs: 2,
    rating: 3,
    price: 10,
    summary: 'Fuzz.',
    modules: [{ title: 'M', lessons: ['L'] }],
  }),
  'cms:projects': (n) => ({
    title: `Fuzz ${n}`,
    domain: 'Oncology',
    summary: 'Fuzz.',
    year: 2024,
    tags: ['a'],
    service: 'AI Tools',
    published: false,
  }),
  'cms:reviews': () => ({ name: 'Fuzz', service: 'AI Tools', quote: 'Fuzz.', rating: 5, status: 'approved', user: 1 }),
  'cms:services': (n) => ({ title: `Fuzz ${n}`, summary: 'Fuzz.', route: `/fuzz-${n}`, order: 9, features: ['x'] }),
  'cms:enrollments': () => ({ user: 1, course: 1, status: 'in_progress', progress: 10 }),
  'cms:service-requests': () => ({ serviceTitle: 'Data Analysis', user: 1, details: 'Fuzz.', status: 'in_review' }),
  siteSettings: () => ({
    supportEmail: 'support@fuzz.test',
    offices: [{ city: 'Riyadh' }],
    chatLink: 'https://chat.example/fuzz',
    officeHours: '9–5',
    numbersBand: [{ value: '1', label: 'One' }],
  }),
  preference: () => ({ value: { columns: [{ accessor: 'title', active: true }], limit: 10 } }),
  locked: () => ({ document: { relationTo: 'courses', value: 1 }, user: { relationTo: 'users', value: 1 } }),
};
