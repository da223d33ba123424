import styled from '@emotion/styled';
import {
  FAILURE_TOASTS,
  formatDueDate,
  MESSAGES,
  SERVICE_REQUEST_STATUSES,
  serviceRequestPatchSchema,
  STATUS_LABELS,
  SUCCESS_TOASTS,
  TEXT_MAX,
  type AdminOrder,
  type ServiceRequestStatus,
} from '@manara/contracts';
import { Badge, Button, Field, Input, Link, NativeSelect, Textarea } from '@manara/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  FileUpload,
  MessageComposer,
  MessageThread,
  ORDER_STATUS_TONES,
  OrderFileList,
  OrderTimeline,
} from '@/components/order-workspace';
import { ApiRequestError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAdminOrder, useAdminTeam } from '../api/get-order';
import { adminKeys } from '../api/keys';
import { markTeamRead, useTeamMessage, useTeamUpload, useUpdateOrder } from '../api/order-actions';
import { useCheckedField } from '../hooks/use-checked-field';
import { useToastedSave } from '../hooks/use-toasted-save';
import { AdminForm, FormActions, FormGrid } from './admin-form-layout';
import { ChoiceSelect } from './choice-select';
import { DetailCard, Fact, Facts } from './detail-card';
import { ListError, ListLoading } from './list-state';

const Sub = styled.h3(({ theme }) => ({ margin: `0 0 ${theme.space[3]}`, fontSize: theme.fontSizes.md }));

const Parts = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  marginTop: theme.space[8],
  paddingTop: theme.space[6],
  borderTop: `1px solid ${theme.colors.border}`,
  [theme.mq.xl]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' },
}));

const Column = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[8], alignContent: 'start' }));

const Part = styled.section(({ theme }) => ({ display: 'grid', gap: theme.space[3] }));

function OrderPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Part aria-labelledby={`${id}-heading`}>
      <Sub id={`${id}-heading`}>{title}</Sub>
      {children}
    </Part>
  );
}

/** Nobody: the assignee select's first choice. */
const NOBODY = '';

/**
 * The team's side of an order, saved together: the product's status, the promised delivery date, who
 * works on it and the internal notes the member never sees. Focus stays on Save after the save.
 */
function OrderUpdateForm({ order }: { order: AdminOrder }) {
  const [status, setStatus] = useState<ServiceRequestStatus>(order.status);
  const [dueDate, setDueDate] = useState(order.dueDate ?? '');
  const [assigneeId, setAssigneeId] = useState(order.assignee?.id ?? NOBODY);
  const [notes, setNotes] = useState(order.internalNotes);
  const team = useAdminTeam();
  const update = useUpdateOrder(order.id);
  const saveButton = useRef<HTMLButtonElement>(null);
  const dateField = useCheckedField<HTMLInputElement>();
  const toastedSave = useToastedSave();
  // The assignee may have lost the admin role since: keep them in the list until someone else is chosen.
  const people = [...(team.data ?? [])];
  if (order.assignee && !people.some((p) => p.id === order.assignee?.id)) people.push(order.assignee);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const patch = dateField.check(serviceRequestPatchSchema, {
      status,
      dueDate: dueDate || null,
      assigneeId: assigneeId || null,
      internalNotes: notes,
    });
    if (!patch) return;
    await toastedSave(
      () => update.mutateAsync(patch),
      { success: SUCCESS_TOASTS.requestUpdated, failed: FAILURE_TOASTS.requestUpdate },
      () => saveButton.current,
    );
  };

  return (
    <AdminForm aria-labelledby="order-update-heading" onSubmit={(event) => void save(event)} noValidate>
      <Sub id="order-update-heading">The team's side</Sub>
      <FormGrid>
        <ChoiceSelect
          label="Status"
          choices={SERVICE_REQUEST_STATUSES}
          labels={STATUS_LABELS}
          value={status}
          onChange={setStatus}
        />
        <Field
          label="Delivery date"
          hint="The date promised to the member; leave empty until you know it."
          error={dateField.error}
        >
          {(control) => (
            <Input
              {...control}
              ref={dateField.ref}
              type="date"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
            />
          )}
        </Field>
        <Field label="Assigned to" hint="An admin of the team; told of the member's messages and files by e-mail.">
          {(control) => (
            <NativeSelect {...control} value={assigneeId} onChange={(event) => setAssigneeId(event.target.value)}>
              <option value={NOBODY}>Nobody yet</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Internal notes" hint="For the team only: the member never sees these." data-span="full">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={TEXT_MAX.long}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          )}
        </Field>
      </FormGrid>
      <FormActions>
        <Button type="submit" ref={saveButton} loading={update.isPending}>
          Save order
        </Button>
      </FormActions>
    </AdminForm>
  );
}

/** Opening an order reads it for the team; the list's unread count follows. */
function useTeamRead(order: AdminOrder) {
  const queryClient = useQueryClient();
  const news = order.messages.filter((m) => !m.fromTeam).length + order.files.filter((f) => !f.fromTeam).length;
  useEffect(() => {
    void markTeamRead(order.id)
      .then(() => queryClient.invalidateQueries({ queryKey: [...adminKeys.serviceRequests, 'list'] }))
      // Reading only updates a count; failing it changes nothing on the page.
      .catch(() => undefined);
  }, [order.id, news, queryClient]);
}

function OrderWorkspace({ order }: { order: AdminOrder }) {
  // The "New" rule stays above what was new when the order opened, even once it is read.
  const [readBefore] = useState(order.teamReadAt);
  useTeamRead(order);
  const message = useTeamMessage(order.id);
  const upload = useTeamUpload(order.id);
  return (
    <>
      <Facts aria-label="Order">
        <Fact term="Status">
          <Badge tone={ORDER_STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Badge>
        </Fact>
        <Fact term="Member">
          {order.userName}
          {order.memberEmail ? (
            <>
              {' · '}
              <Link href={`mailto:${order.memberEmail}`}>{order.memberEmail}</Link>
            </>
          ) : null}
        </Fact>
        <Fact term="Delivery date">{order.dueDate ? formatDueDate(order.dueDate) : 'Not set yet'}</Fact>
        <Fact term="Assigned to">{order.assignee?.name ?? 'Nobody yet'}</Fact>
        <Fact term="Received">{formatDateTime(order.createdAt)}</Fact>
        <Fact term="Last changed">{formatDateTime(order.updatedAt)}</Fact>
        <Fact term="Request">{order.details}</Fact>
      </Facts>
      <OrderUpdateForm order={order} />
      <Parts>
        <Column>
          <OrderPart id="order-messages" title="Messages">
            <MessageThread
              messages={order.messages}
              viewer="team"
              readBefore={readBefore}
              otherReadAt={order.memberReadAt}
              empty="No messages yet. Write to the member: they are told by e-mail."
            />
            <MessageComposer
              label="Message to the member"
              hint="Plain text; links are made clickable. The member is told by e-mail."
              onSend={(body) => message.mutateAsync(body)}
            />
          </OrderPart>
        </Column>
        <Column>
          <OrderPart id="order-files" title="Files">
            <OrderFileList files={order.files} viewer="team" empty="No files yet." />
            <FileUpload
              label="Upload a deliverable"
              submitLabel="Upload deliverable"
              onUpload={(file) => upload.mutateAsync(file)}
              success={SUCCESS_TOASTS.deliverableUploaded}
            />
          </OrderPart>
          <OrderPart id="order-timeline" title="Timeline">
            <OrderTimeline events={order.timeline} viewer="team" />
          </OrderPart>
        </Column>
      </Parts>
    </>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * The open order beside the list: its facts, the team's side (status, date, assignee, notes), the
 * thread with the member, the files both ways and the timeline. Focus moves to its heading when it
 * opens, so a keyboard or screen reader user lands on what they opened.
 */
export function OrderDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useAdminOrder(id);
  return (
    <DetailCard
      name="order"
      title={query.data ? `${query.data.serviceTitle} for ${query.data.userName}` : 'Order'}
      loaded={query.data !== undefined}
      onClose={onClose}
    >
      {query.isPending ? (
        <ListLoading label="Loading the order" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <p role="alert">{MESSAGES.notFound}: this order may have been deleted in /cms.</p>
        ) : (
          <ListError what="This order" onRetry={() => void query.refetch()} />
        )
      ) : (
        <OrderWorkspace key={query.data.id} order={query.data} />
      )}
    </DetailCard>
  );
}
