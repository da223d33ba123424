import { apiRoutes, MESSAGES, type AdminProjectSubmission, type ApiFetch } from '@manara/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../../../../../tests/helpers/render';
import { setApiFetch } from '@/lib/api-client';
import { ProjectReviewForm } from './project-review-form';

const submission: AdminProjectSubmission = {
  id: '7',
  courseId: 'c1',
  title: 'Cox model of readmission',
  description: 'A survival analysis of 30-day readmission.',
  link: 'https://osf.io/abcd',
  status: 'submitted',
  submittedAt: '2026-11-22T14:05:00.000Z',
  userId: 'u1',
  memberName: 'Dr. Lina Haddad',
  courseTitle: 'Survival analysis in R',
};

function answer(status: number, body: object) {
  const fetch = vi.fn<ApiFetch>(async () => new Response(JSON.stringify(body), { status }));
  setApiFetch(fetch);
  return fetch;
}

function renderForm(onSaved = vi.fn()) {
  const view = renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectReviewForm submission={submission} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { ...view, onSaved };
}

afterEach(() => setApiFetch((url, init) => fetch(url, init)));

describe('ProjectReviewForm', () => {
  it('asks for a comment before requesting changes: the message shows under the field, which takes focus', async () => {
    const fetch = answer(200, {});
    const { container } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    const comment = screen.getByRole('textbox', { name: 'Comment for the member' });
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.reviewCommentRequired));
    expect(fetch).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('accepts with a PATCH, hands the answer back and keeps focus on Accept', async () => {
    const saved = { ...submission, status: 'accepted', reviewedAt: '2026-11-23T08:00:00.000Z' };
    const fetch = answer(200, saved);
    const { onSaved } = renderForm();
    const accept = screen.getByRole('button', { name: 'Accept project' });
    await userEvent.click(accept);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain(apiRoutes.adminProjectSubmission.href('7'));
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'accepted' });
    await waitFor(() => expect(accept).toHaveFocus());
  });

  it('sends the trimmed comment with Request changes', async () => {
    const fetch = answer(200, { ...submission, status: 'changes_requested', comment: 'Add the residual plot.' });
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment for the member' }), '  Add the residual plot.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      status: 'changes_requested',
      comment: 'Add the residual plot.',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request changes' })).toHaveFocus());
  });
});
