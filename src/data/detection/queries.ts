import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, apiPaths, intentDetectionSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { detectionKeys } from './keys';

/** Part B read of the detection switch. */
export const intentDetectionOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: detectionKeys.setting(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.intentDetection(a), { schema: intentDetectionSchema, signal }),
  });
