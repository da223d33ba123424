import styled from '@emotion/styled';
import {
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  TEXT_MAX,
  type LeadFilter,
  type LeadKind,
  type LeadStatus,
} from '@manara/contracts';
import { Button, Field, Input, NativeSelect } from '@manara/ui';
import { useState, type FormEvent } from 'react';

const Bar = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  alignItems: 'end',
  [theme.mq.md]: { gridTemplateColumns: '11rem 11rem minmax(0, 1fr) auto' },
}));

// The buttons take the inputs' height, so the bar's bottom edge is one line.
const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[2],
  '& > button': { minHeight: '2.75rem' },
}));

const ALL = '';

/**
 * Kind and status filter the list as soon as they change (the list below updates, nothing else
 * moves); the name or e-mail search waits for Search or Enter, so typing does not refetch per key.
 */
export function InboxFilters({ filter, onChange }: { filter: LeadFilter; onChange: (filter: LeadFilter) => void }) {
  const [q, setQ] = useState(filter.q ?? '');
  const filtered = Boolean(filter.kind || filter.status || filter.q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim() || undefined });
  };
  const clear = () => {
    setQ('');
    onChange({});
  };

  return (
    <Bar role="search" aria-label="Filter leads" onSubmit={submit}>
      <Field label="Kind">
        {(control) => (
          <NativeSelect
            {...control}
            value={filter.kind ?? ALL}
            onChange={(event) =>
              onChange({ ...filter, kind: (event.target.value || undefined) as LeadKind | undefined })
            }
          >
            <option value={ALL}>All kinds</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEAD_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Status">
        {(control) => (
          <NativeSelect
            {...control}
            value={filter.status ?? ALL}
            onChange={(event) =>
              onChange({ ...filter, status: (event.target.value || undefined) as LeadStatus | undefined })
            }
          >
            <option value={ALL}>All statuses</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Name or e-mail">
        {(control) => (
          <Input
            {...control}
            type="search"
            maxLength={TEXT_MAX.short}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        )}
      </Field>
      <Actions>
        <Button type="submit" variant="outline">
          Search
        </Button>
        {filtered ? (
          <Button variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        ) : null}
      </Actions>
    </Bar>
  );
}
