import styled from '@emotion/styled';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type AdminProjectSubmission } from '@manara/contracts';
import { useState } from 'react';
import { useAdminProjectSubmission, useAdminProjectSubmissions } from '../api/get-project-submissions';
import { useListAddress } from '../hooks/use-list-address';
import { projectReviewSearch, readProjectReviewState, type ProjectReviewState } from '../lib/learning';
import { AdminSubsection } from './admin-section';
import { FilterSelect } from './choice-select';
import { ProjectReviewForm } from './project-review-form';
import { ProjectSubmissionDetail } from './project-submission-detail';
import { ProjectSubmissionTable } from './project-submission-table';

const Filters = styled.div(({ theme }) => ({ [theme.mq.md]: { maxWidth: '16rem' } }));

const STATUS_FILTER = {
  label: 'Status',
  allLabel: 'All statuses',
  choices: PROJECT_STATUSES,
  labels: PROJECT_STATUS_LABELS,
};

/** The open project: the list's copy, or the review's answer once saved (the filter may now leave it out). */
function OpenProject({
  listed,
  loading,
  onClose,
}: {
  listed: AdminProjectSubmission | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  const [saved, setSaved] = useState<AdminProjectSubmission>();
  const submission = saved ?? listed;
  return (
    <ProjectSubmissionDetail submission={submission} loading={loading} onClose={onClose}>
      {submission ? <ProjectReviewForm submission={submission} onSaved={setSaved} /> : null}
    </ProjectSubmissionDetail>
  );
}

/**
 * Course projects: every submission, newest first, filtered by status; one open with what the
 * member sent and the review (accept, or request changes with a comment). The filter, the page and
 * the open project live in the address, as in the Inbox, so the enrollments' Review links open one.
 */
export function ProjectReview() {
  const { state, go, openLink, close, listHeading } = useListAddress<ProjectReviewState>({
    read: readProjectReviewState,
    search: projectReviewSearch,
    openKey: 'submissionId',
    openAction: 'open-project',
  });
  const query = useAdminProjectSubmissions(state.status, state.page);

  const listed = query.data?.items.find((item) => item.id === state.submissionId);
  // A link to a project on another page of the list (or filtered out of it) reads that one project.
  const single = useAdminProjectSubmission(state.submissionId, listed !== undefined || query.isPending);
  const open = listed ?? single.data;

  return (
    <>
      <Filters role="search" aria-label="Filter course projects">
        <FilterSelect {...STATUS_FILTER} value={state.status} onChange={(status) => go({ status, page: 1 })} />
      </Filters>
      {state.submissionId ? (
        <OpenProject
          key={state.submissionId}
          listed={open}
          loading={query.isPending || single.isFetching}
          onClose={close}
        />
      ) : null}
      <AdminSubsection title="Projects" kind="list" headingRef={listHeading}>
        <ProjectSubmissionTable
          list={{ query, page: state.page, onPage: (page) => go({ ...state, page }) }}
          filtered={state.status !== undefined}
          openLink={openLink}
        />
      </AdminSubsection>
    </>
  );
}
