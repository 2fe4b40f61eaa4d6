// (b) Time to the first visible publication card on /accueil over an emulated slow link (CDP network
// emulation of the page) with a 4× slower CPU, first visit (empty cache, no service worker) and repeat
// visit (same profile: HTTP cache and service worker in place).
import {
  type Browser,
  conditions,
  firstCardAt,
  launchBrowser,
  mobileContext,
  saveResult,
  serviceWorkerControls,
  startDemoServer,
  watchFirstCard,
} from './common.js';

export const PROFILES = [
  { name: '750 kbit/s, RTT 300 ms', kbps: 750, latency: 300 },
  { name: '250 kbit/s, RTT 300 ms', kbps: 250, latency: 300 },
  { name: '250 kbit/s, RTT 800 ms', kbps: 250, latency: 800 },
] as const;
const CPU_SLOWDOWN = 4;

async function timeProfile(browser: Browser, url: string, profile: (typeof PROFILES)[number]) {
  const context = await mobileContext(browser, url);
  await watchFirstCard(context);
  const run = async () => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (profile.kbps * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto('/accueil', { waitUntil: 'commit', timeout: 180_000 });
    const at = await firstCardAt(page, 180_000);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    await page.waitForLoadState('load', { timeout: 180_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await serviceWorkerControls(page);
    await page.waitForFunction(async () => (await caches.keys()).some((name) => name.includes('precache')));
    await page.waitForTimeout(1500);
    await cdp.detach();
    await page.close();
    return { firstCardMs: Math.round(at), firstPaintMs: fcp && Math.round(fcp) };
  };
  const first = await run();
  await new Promise((r) => setTimeout(r, 6000));
  const repeat = await run();
  await context.close();
  console.log(
    `${profile.name}, CPU ×${CPU_SLOWDOWN} : première carte ${(first.firstCardMs / 1000).toFixed(2)} s (1re visite, splash à ${((first.firstPaintMs ?? 0) / 1000).toFixed(2)} s), ${(repeat.firstCardMs / 1000).toFixed(2)} s (visite suivante)`,
  );
  return { profile, cpuSlowdown: CPU_SLOWDOWN, first, repeat };
}

export async function measureTiming(browser: Browser, url: string) {
  const runs = [];
  for (const profile of PROFILES) runs.push(await timeProfile(browser, url, profile));
  return { conditions: conditions(), runs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startDemoServer();
  const browser = await launchBrowser();
  try {
    const result = await measureTiming(browser, server.url);
    console.log(`résultat : ${await saveResult('timing', result)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
