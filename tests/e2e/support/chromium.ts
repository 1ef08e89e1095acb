import { chromium, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's chromium in a container: no sandbox or GPU, and nothing that phones home mid-test.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Chromium for the whole browser run, which each spec file connects to and opens its own
 * context in (its own cookies, storage and cache). Starting a Chromium per file cost about a
 * second and a half on a two-core machine, 46 times a run; a context costs a tenth of that.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
