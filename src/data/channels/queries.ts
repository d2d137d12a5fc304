import { queryOptions } from '@tanstack/react-query';
import { apiPaths, notificationChannelListSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { channelKeys } from './keys';

/** B.9: the workspace's notification channels. A server without them answers "Not Found". */
export const channelListOptions = (workspaceId: number) =>
  queryOptions({
    queryKey: channelKeys.list({ workspaceId }),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.channels(workspaceId), { schema: notificationChannelListSchema, signal }),
  });
