import { FAILURE_TOASTS, SUCCESS_TOASTS, type CourseLearning } from '@manara/contracts';
import { Button, toast } from '@manara/ui';
import { useState } from 'react';
import { ProjectForm, type ProjectInput } from '@/components/project-form';
import { ProjectStatus } from '@/components/project-status';
import { failureToast } from '@/lib/session';
import { useSubmitProject } from '../api/submit-project';

/** The member's project: its status once sent, and the form for a first or a new version. */
export function MemberProject({
  userId,
  courseId,
  project,
}: {
  userId: string;
  courseId: string;
  project: CourseLearning['project'];
}) {
  const submit = useSubmitProject(userId, courseId);
  const [editing, setEditing] = useState(false);
  // Resubmitting is open until a tutor accepts the project.
  const canSubmit = !project || (project.status !== 'accepted' && (editing || project.status === 'changes_requested'));

  // The form shows the server's field errors under its fields; the toast says what happened.
  const onSubmit = (input: ProjectInput) =>
    submit.mutateAsync(input, {
      onSuccess: () => {
        toast.success(SUCCESS_TOASTS.projectSubmitted);
        setEditing(false);
      },
      onError: (error) => toast.error(failureToast(error, FAILURE_TOASTS.projectSubmit)),
    });

  return (
    <>
      {project ? <ProjectStatus project={project} /> : null}
      {canSubmit ? (
        <ProjectForm
          // A new form after each submission: the chosen file is not kept.
          key={project?.submittedAt ?? 'first'}
          onSubmit={onSubmit}
          submitting={submit.isPending}
          submitLabel={project ? 'Resubmit project' : 'Submit project'}
          defaultValues={project ? { title: project.title, description: project.description } : undefined}
        />
      ) : project?.status === 'submitted' ? (
        <div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Send a new version
          </Button>
        </div>
      ) : null}
    </>
  );
}
