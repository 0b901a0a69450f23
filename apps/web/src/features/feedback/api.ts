import { useMutation } from '@tanstack/react-query';
import { post } from '../../lib/http';

export interface FeedbackInput {
  content: string;
  contact: string;
  images: string[];
}

/** POST /api/v1/feedback/create (at most 5 per member per hour: the server answers 10003 beyond). */
export function createFeedback(input: FeedbackInput): Promise<{ id: number }> {
  return post<{ id: number }>('/api/v1/feedback/create', input);
}

export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback });
}
