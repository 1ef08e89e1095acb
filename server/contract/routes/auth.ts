import { LoginBody, LoginResponse, MeResponse } from '../auth';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    public: true,
    body: LoginBody,
    response: LoginResponse,
  }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', permission: SIGNED_IN, status: 204 }),
  me: defineRoute({ method: 'GET', path: '/api/auth/me', permission: SIGNED_IN, response: MeResponse }),
};
