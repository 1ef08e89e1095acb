import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { ROOT } from './server';

const ARTIFACTS = join(ROOT, '.e2e-artifacts');

export interface BrowserHandle {
  readonly baseURL: string;
  /** A fresh page per test, signed out (cookies cleared). */
  readonly page: Page;
  readonly context: BrowserContext;
  url(path: string): string;
  /**
   * A write as the app's own page makes it, with the page's cookie. `page.request` sends no
   * `Origin`, and the server refuses cookie writes that do not show they come from the app.
   */
  write(method: 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<APIResponse>;
}

export interface BrowserOptions {
  viewport?: { width: number; height: number };
}

/** A download saved to a file: Playwright keeps no path of its own for a browser it connected to. */
export async function savedDownload(download: Download): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'salon-e2e-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

const safeName = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/**
 * A fresh context per spec file in the run's one Chromium (support/chromium.ts), its cookies
 * cleared and a new page opened before each test, and a screenshot in .e2e-artifacts/ when a test
 * fails. The failed test's page stays open until the next test starts, so the screenshot shows
 * what the test saw.
 */
export function useBrowser(options: BrowserOptions = {}): BrowserHandle {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'));
    context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 860 },
      locale: 'en-US',
      timezoneId: 'America/New_York',
    });
    context.setDefaultTimeout(15_000);
  });

  beforeEach(async ({ task, onTestFailed }) => {
    if (!context) throw new Error('browser not started');
    await page?.close();
    await context.clearCookies();
    page = await context.newPage();
    const current = page;
    onTestFailed(async () => {
      mkdirSync(ARTIFACTS, { recursive: true });
      const file = join(ARTIFACTS, `${safeName(task.file.name)}--${safeName(task.name)}.png`);
      await current.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    });
  });

  afterAll(async () => {
    await context?.close();
    // Disconnects; the Chromium itself stays for the next file and is closed by the global setup.
    await browser?.close();
  });

  return {
    baseURL,
    get page() {
      if (!page) throw new Error('No page: use it inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No browser: use it inside a test');
      return context;
    },
    url: (path: string) => new URL(path, baseURL).toString(),
    write(method, path, data) {
      if (!page) throw new Error('No page: use it inside a test');
      const headers = { origin: new URL(baseURL).origin };
      return page.request[method](
        new URL(path, baseURL).toString(),
        data === undefined ? { headers } : { headers, data },
      );
    },
  };
}
