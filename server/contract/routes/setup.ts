import { SetupBody, SetupResponse, SetupStatus } from '../auth';
import { defineRoute } from './define';

/** First-run setup: open while no organization exists, 409 SETUP_DONE after. */
export const setupRoutes = {
  status: defineRoute({ method: 'GET', path: '/api/setup/status', public: true, response: SetupStatus }),
  run: defineRoute({
    method: 'POST',
    path: '/api/setup',
    public: true,
    body: SetupBody,
    response: SetupResponse,
    status: 201,
  }),
};
