// Accessibility checked in every journey: axe-core runs inside the page and a serious or critical violation
// fails the test, with the rule, its help text and where it was found.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone } from '../harness';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let source: Promise<string> | undefined;
/** axe's own build, evaluated rather than added as a <script>: the Content-Security-Policy allows no inline script. */
const axeSource = () => {
  source ??= readFile(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');
  return source;
};

/** Runs axe on the page as it is now (open popups included) and lists what a screen reader user would hit. */
async function seriousA11yViolations(page: Page): Promise<Violation[]> {
  // A popup still fading in has half-transparent text: contrast is judged on the settled screen.
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }
    ).axe;
    type AxeResults = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  });
}

export async function expectNoSeriousA11yViolations(page: Page, where = new URL(page.url()).pathname) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}
