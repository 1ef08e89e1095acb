import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PORT = 4791;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shot-'));
const server = spawn('node', ['out/server/cli.js'], { env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DEMO: '1' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve) => server.stdout!.on('data', (d) => String(d).includes('listening') && resolve()));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1360, height: 1000 } });
const login = async (email: string) => {
  await page.context().clearCookies();
  const r = await page.request.post(`${base}/api/auth/login`, { data: { email, password: 'demo-pass-123' }, headers: { origin: base } });
  if (!r.ok()) throw new Error(await r.text());
};
const shot = async (path: string, name: string, wait = 2500) => {
  await page.goto(base + path);
  await page.waitForTimeout(wait);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
};
await login('owner@demo.test');
for (const [p, n] of [
  ['/demo-salon/settings/organization/security', 'security'],
  ['/demo-salon/settings/help', 'help'],
  ['/demo-salon/settings/performance', 'performance'],
  ['/demo-salon/timezone-checker', 'timezone'],
  ['/demo-salon/settings/system', 'system'],
]) await shot(p, n);
// The owner requires two-factor: the practitioner is asked to set it up.
await page.request.put(`${base}/api/settings/security-policy`, { data: { twoFactorAuth: { required: true } }, headers: { origin: base } });
await login('practitioner@demo.test');
await shot('/demo-salon/settings', 'requirement');
await browser.close();
server.kill();
