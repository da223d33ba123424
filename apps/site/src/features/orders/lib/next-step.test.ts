import type { MemberOrder, OrderFile } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { FILES_ANCHOR, MESSAGES_ANCHOR, nextStep } from './next-step';

const file = (fromTeam: boolean, filename: string): OrderFile => ({
  id: filename,
  filename,
  size: 100,
  kind: 'pdf',
  fromTeam,
  uploadedBy: fromTeam ? 'Dr. Saleh' : 'You',
  uploadedAt: '2026-12-01T10:00:00.000Z',
  url: `/api/request-files/${filename}`,
});

const order = (patch: Partial<MemberOrder>): MemberOrder => ({
  id: '9',
  serviceTitle: 'Data Analysis',
  details: 'Cox model',
  status: 'in_review',
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  dueDate: null,
  timeline: [],
  messages: [],
  files: [],
  memberReadAt: null,
  teamReadAt: null,
  ...patch,
});

describe('an order’s next step for its member', () => {
  it('asks for data while the request is in review without any', () => {
    expect(nextStep(order({}))).toMatchObject({
      title: 'Send your data or documents',
      action: { label: 'Upload a file', href: `#${FILES_ANCHOR}` },
    });
    expect(nextStep(order({ files: [file(false, 'data.csv')] }))).toEqual({
      title: 'The team is reviewing your request',
      body: expect.any(String),
    });
  });

  it('asks for an answer first when the team wrote last, while the work is open', () => {
    const question = {
      id: 'm1',
      body: 'Which outcome is primary?',
      fromTeam: true,
      authorName: 'Dr. Saleh',
      createdAt: '2026-12-02T10:00:00.000Z',
    };
    expect(nextStep(order({ status: 'in_progress', dueDate: '2026-12-18', messages: [question] }))).toEqual({
      title: 'Dr. Saleh is waiting for your answer',
      body: 'Their message is below; your reply reaches the team at once. The work is due Dec 18, 2026.',
      action: { label: 'Reply', href: `#${MESSAGES_ANCHOR}` },
    });
    const answered = [question, { ...question, id: 'm2', fromTeam: false, authorName: 'Dr. Farouk' }];
    expect(nextStep(order({ status: 'in_progress', messages: answered })).title).toBe('In progress');
    expect(nextStep(order({ status: 'completed', messages: [question] })).title).toBe('Your order is complete');
  });

  it('says by when the work is promised', () => {
    expect(nextStep(order({ status: 'in_progress', dueDate: '2026-12-18' })).title).toBe(
      'In progress, due Dec 18, 2026',
    );
    expect(nextStep(order({ status: 'in_progress' })).title).toBe('In progress');
  });

  it('offers the latest deliverable once the order is complete', () => {
    const done = nextStep(
      order({
        status: 'completed',
        files: [file(true, 'draft.pdf'), file(false, 'data.csv'), file(true, 'report.pdf')],
      }),
    );
    expect(done.action).toEqual({
      label: 'Download report.pdf',
      href: '/api/request-files/report.pdf',
      download: 'report.pdf',
    });
    expect(nextStep(order({ status: 'completed' })).action).toBeUndefined();
    expect(nextStep(order({ status: 'rejected' })).title).toBe('The team cannot take this order on');
  });
});
