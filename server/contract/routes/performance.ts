import { PerformanceResponse } from '../performance';
import { defineRoute } from './define';

export const performanceRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/system/performance',
    permission: 'manage_organization_settings',
    response: PerformanceResponse,
  }),
};
