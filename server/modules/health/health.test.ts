import { expect, it } from 'vitest';
import { version } from '../../../package.json';
import { buildTestApp } from '../../testing/build-test-app';

it('answers the contract health body without a session', async () => {
  const app = await buildTestApp({ demo: false });
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', version });
  await app.close();
});
