import styled from '@emotion/styled';
import {
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  TEXT_MAX,
  type LeadFilter,
} from '@manara/contracts';
import { Button, Field, Input } from '@manara/ui';
import { useState, type FormEvent } from 'react';
import { FilterSelect } from './choice-select';

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

// What each dropdown filters by and offers.
const KIND_FILTER = { label: 'Kind', allLabel: 'All kinds', choices: LEAD_KINDS, labels: LEAD_KIND_LABELS };
const STATUS_FILTER = { label: 'Status', allLabel: 'All statuses', choices: LEAD_STATUSES, labels: LEAD_STATUS_LABELS };

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
      <FilterSelect {...KIND_FILTER} value={filter.kind} onChange={(kind) => onChange({ ...filter, kind })} />
      <FilterSelect {...STATUS_FILTER} value={filter.status} onChange={(status) => onChange({ ...filter, status })} />
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
