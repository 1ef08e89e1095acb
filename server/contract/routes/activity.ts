import { ActivityPage, ActivityQuery } from '../activity';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

export const activityRoutes = {
  /** Everyone may call it; what they see is filtered by who they are (activity/service.ts). */
  list: defineRoute({
    method: 'GET',
    path: '/api/settings/activity',
    permission: SIGNED_IN,
    query: ActivityQuery,
    response: ActivityPage,
  }),
};
