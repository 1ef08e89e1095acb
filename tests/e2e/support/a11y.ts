import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

// Evaluated through the DevTools protocol rather than added as a <script>: the app's
// Content-Security-Policy (script-src 'self') rightly refuses inline scripts, and the tests must
// run under that same policy to prove the app works with it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

interface AxeWindow {
  axe?: { run(context?: Document): Promise<AxeResults> };
}

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations, listing
 * each rule with the elements it flagged.
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // A dialog or toast still fading in has a blended, low-contrast colour for a moment: check the
  // page as a person reads it, once Blueprint's enter/exit transitions have finished.
  await page.waitForFunction(
    () => !document.querySelector('[class*="-enter-active"], [class*="-appear-active"], [class*="-exit-active"]'),
  );
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined');
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    const run = await axe.run(document);
    return run.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  const blocking = results.filter((violation) => violation.impact !== null && BLOCKING.includes(violation.impact));
  if (blocking.length > 0) {
    const report = blocking
      .map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${label}:\n${report}`);
  }
}

/**
 * The page an address shows: `/demo-salon/settings/x` and `/settings/x` are one page in the
 * spec's two address forms (part 1 §2), as are `/demo-salon/staff` and `/staff`.
 */
const pageOf = (path: string) => path.replace(/^\/[^/]+(?=\/(?:settings|staff)(?:\/|$))/, '');

/** Checks each distinct page once per spec file: many tests revisit the same page. */
export function accessibilityChecker(): (page: Page) => Promise<void> {
  const checked = new Set<string>();
  return async (page) => {
    const path = new URL(page.url()).pathname;
    if (checked.has(pageOf(path))) return;
    await expectAccessible(page, path);
    checked.add(pageOf(path));
  };
}
