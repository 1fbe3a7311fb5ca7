import { callProblem } from '../../../core/api/rest-problem.ts';

/** The service refused a step's file for its size (413) or its kind (400 naming the file). */
export function fileRefusal(error: unknown): 'tooLarge' | 'type' | null {
  const problem = callProblem(error);
  if (problem.status === 413) return 'tooLarge';
  if (problem.status === 400 && problem.field === 'file') return 'type';
  return null;
}
