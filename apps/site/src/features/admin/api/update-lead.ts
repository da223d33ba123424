import { apiRoutes, type Lead, type LeadPatch } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

/** PATCH /api/admin/leads/{id}: status and/or notes. */
export function updateLead({ id, patch }: { id: string; patch: LeadPatch }): Promise<Lead> {
  return apiRequest<Lead>(apiRoutes.adminLead.href(id), { method: 'PATCH', body: patch });
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: (lead) => {
      // The open lead shows the answer at once; lists and the new-leads count refresh behind the toast.
      queryClient.setQueryData([...adminKeys.leads, 'one', lead.id], lead);
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.leads, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
    },
  });
}
