import { OverviewResponse } from '../overview';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

export const overviewRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/settings/overview',
    permission: SIGNED_IN,
    response: OverviewResponse,
  }),
};
