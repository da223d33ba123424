import type { OrderEvent, OrderFile, OrderMessage } from '@manara/contracts';

/** A small order's workspace, for the stories: a member's data, the team's report, a short exchange. */
export const SAMPLE_TIMELINE: OrderEvent[] = [
  {
    id: 'e1',
    type: 'created',
    status: 'in_review',
    byName: 'Dr. Amal Farouk',
    byTeam: false,
    at: '2026-12-01T09:00:00.000Z',
  },
  {
    id: 'e2',
    type: 'due_date',
    dueDate: '2026-12-18',
    byName: 'Dr. Hadi Saleh',
    byTeam: true,
    at: '2026-12-01T11:20:00.000Z',
  },
  {
    id: 'e3',
    type: 'status',
    status: 'in_progress',
    byName: 'Dr. Hadi Saleh',
    byTeam: true,
    at: '2026-12-01T11:21:00.000Z',
  },
];

export const SAMPLE_MESSAGES: OrderMessage[] = [
  {
    id: 'm1',
    body: 'We started the analysis. Can you send the codebook? The template is at https://example.org/codebook.',
    fromTeam: true,
    authorName: 'Dr. Hadi Saleh',
    createdAt: '2026-12-01T11:22:00.000Z',
  },
  {
    id: 'm2',
    body: 'Attached below, with the variable labels.',
    fromTeam: false,
    authorName: 'Dr. Amal Farouk',
    createdAt: '2026-12-01T15:04:00.000Z',
  },
];

export const SAMPLE_FILES: OrderFile[] = [
  {
    id: 'f1',
    filename: 'registry-2024.csv',
    size: 48_213,
    kind: 'csv',
    fromTeam: false,
    uploadedBy: 'Dr. Amal Farouk',
    uploadedAt: '2026-12-01T15:05:00.000Z',
    url: '/api/request-files/f1',
  },
  {
    id: 'f2',
    filename: 'Survival analysis report.pdf',
    size: 1_310_720,
    kind: 'pdf',
    fromTeam: true,
    uploadedBy: 'Dr. Hadi Saleh',
    uploadedAt: '2026-12-16T10:00:00.000Z',
    url: '/api/request-files/f2',
  },
];
