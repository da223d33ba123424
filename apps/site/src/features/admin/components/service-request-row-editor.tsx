import styled from '@emotion/styled';
import {
  FAILURE_TOASTS,
  SERVICE_REQUEST_STATUSES,
  STATUS_LABELS,
  SUCCESS_TOASTS,
  type ServiceRequest,
  type ServiceRequestStatus,
} from '@manara/contracts';
import { Button, Field, NativeSelect, toast } from '@manara/ui';
import { useState } from 'react';
import { failureToast } from '../../session';
import { useUpdateServiceRequest } from '../api/update-service-request';

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: theme.space[2],
  '& [data-slot="field"]': { minWidth: '9rem' },
}));

/** One service request's status dropdown, saved with PATCH /api/admin/service-requests/{id}. */
export function ServiceRequestRowEditor({ request }: { request: ServiceRequest }) {
  const update = useUpdateServiceRequest();
  const [status, setStatus] = useState<ServiceRequestStatus>(request.status);
  const who = `${request.userName}, ${request.serviceTitle}`;

  const save = async () => {
    try {
      await update.mutateAsync({ id: request.id, patch: { status } });
      toast.success(SUCCESS_TOASTS.requestUpdated);
    } catch (failure) {
      toast.error(failureToast(failure, FAILURE_TOASTS.requestUpdate));
    }
  };

  return (
    <Row>
      <Field label={`Status of the request by ${who}`} hideLabel>
        {(control) => (
          <NativeSelect
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as ServiceRequestStatus)}
          >
            {SERVICE_REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Button
        size="sm"
        variant="outline"
        loading={update.isPending}
        onClick={() => void save()}
        aria-label={`Update request by ${who}`}
      >
        Update
      </Button>
    </Row>
  );
}
