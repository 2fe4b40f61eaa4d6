// npm run bench:web [-- weight|timing|lighthouse]: the web measurements one after the other (each heavy),
// against one server started on a fresh DATA_DIR with the demo data. Results go to bench/results/web-*.json.

import { launchBrowser, saveResult, startDemoServer } from './common.js';
import { measureLighthouse } from './lighthouse.js';
import { measureTiming } from './timing.js';
import { measureWeight } from './weight.js';

const ALL = ['weight', 'timing', 'lighthouse'] as const;
const asked = process.argv
  .slice(2)
  .filter((a): a is (typeof ALL)[number] => (ALL as readonly string[]).includes(a));
const only = asked.length ? asked : ALL;

const server = await startDemoServer();
try {
  for (const name of only) {
    console.log(`\n== ${name} ==`);
    let result: unknown;
    if (name === 'lighthouse') result = await measureLighthouse(server.url);
    else {
      const browser = await launchBrowser();
      try {
        result =
          name === 'weight'
            ? await measureWeight(browser, server.url)
            : await measureTiming(browser, server.url);
      } finally {
        await browser.close();
      }
    }
    console.log(`résultat : ${await saveResult(name, result)}`);
  }
} finally {
  await server.stop();
}
