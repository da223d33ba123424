import styled from '@emotion/styled';
import {
  ENROLLMENT_STATUSES,
  enrollmentPatchSchema,
  FAILURE_TOASTS,
  PROGRESS,
  STATUS_LABELS,
  SUCCESS_TOASTS,
  type Enrollment,
  type EnrollmentStatus,
} from '@manara/contracts';
import { Button, Field, Input, NativeSelect, toast } from '@manara/ui';
import { useState } from 'react';
import { failureToast } from '../../session';
import { useUpdateEnrollment } from '../api/update-enrollment';

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: theme.space[2],
  '& [data-slot="field"]': { minWidth: '8rem' },
  '& input': { width: '6rem' },
}));

/**
 * One enrollment's controls (spec §2 and §5): a status dropdown and a 0–100 progress input, saved
 * together with PATCH /api/admin/enrollments/{id}.
 */
export function EnrollmentRowEditor({ enrollment }: { enrollment: Enrollment }) {
  const update = useUpdateEnrollment();
  const [status, setStatus] = useState<EnrollmentStatus>(enrollment.status);
  const [progress, setProgress] = useState(String(enrollment.progress));
  const [error, setError] = useState<string>();
  const who = `${enrollment.userName}, ${enrollment.courseTitle}`;

  const save = async () => {
    const parsed = enrollmentPatchSchema.safeParse({ status, progress });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync({ id: enrollment.id, patch: parsed.data });
      toast.success(SUCCESS_TOASTS.enrollmentUpdated);
    } catch (failure) {
      toast.error(failureToast(failure, FAILURE_TOASTS.enrollmentUpdate));
    }
  };

  return (
    <Row>
      <Field label={`Status of ${who}`} hideLabel>
        {(control) => (
          <NativeSelect
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as EnrollmentStatus)}
          >
            {ENROLLMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={`Progress of ${who} (0 to 100)`} hideLabel error={error}>
        {(control) => (
          <Input
            {...control}
            type="number"
            min={PROGRESS.min}
            max={PROGRESS.max}
            step={1}
            value={progress}
            onChange={(event) => setProgress(event.target.value)}
          />
        )}
      </Field>
      <Button
        size="sm"
        variant="outline"
        loading={update.isPending}
        onClick={() => void save()}
        aria-label={`Update enrollment of ${who}`}
      >
        Update
      </Button>
    </Row>
  );
}
