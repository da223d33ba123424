import { apiPaths, type Course } from '@manara/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiRequest<Course[]>(apiPaths.courses, { signal });
}
