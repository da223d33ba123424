import { apiRoutes, type CourseLearning, type ProjectSubmission } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectInput } from '@/components/project-form';
import { apiRequest } from '@/lib/api-client';
import { learningKeys } from './keys';

/** The multipart body of a project: the file travels as `file`, the rest as text fields. */
export function projectFormData({ title, description, file, link }: ProjectInput): FormData {
  const body = new FormData();
  body.set('title', title);
  body.set('description', description);
  if (file) body.set('file', file, file.name);
  if (link) body.set('link', link);
  return body;
}

/** POST /api/me/courses/:id/project as multipart form data; a 401 signs the client out like every call. */
export function submitProject(courseId: string, input: ProjectInput): Promise<ProjectSubmission> {
  return apiRequest<ProjectSubmission>(apiRoutes.myCourseProject.href(courseId), {
    method: 'POST',
    body: projectFormData(input),
  });
}

export function useSubmitProject(userId: string, courseId: string) {
  const queryClient = useQueryClient();
  const queryKey = learningKeys.myCourse(userId, courseId);
  return useMutation({
    mutationFn: (input: ProjectInput) => submitProject(courseId, input),
    onSuccess: (project) => {
      const current = queryClient.getQueryData<CourseLearning>(queryKey);
      if (current) queryClient.setQueryData<CourseLearning>(queryKey, { ...current, project });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
