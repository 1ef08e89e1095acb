import { Type } from 'typebox';
import { Strict } from '../common';
import { defineRoute } from './define';

export const HealthResponse = Strict({ status: Type.Literal('ok'), version: Type.String() });

export const healthRoutes = {
  /** CONTRACT.md: answers once the server can serve. */
  check: defineRoute({ method: 'GET', path: '/api/health', public: true, response: HealthResponse }),
};
