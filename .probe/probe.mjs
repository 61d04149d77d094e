import { chromium, devices } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3900';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning' || m.text().startsWith('PROBE')) errors.push(m.text().slice(0, 1500)); });
  page.on('pageerror', (e) => errors.push('pageerror ' + e.message));
  const response = await page.goto(base + path);
  const timing = response?.headers()['server-timing'];
  const start = await page.waitForSelector('#root[data-app-start]', { state: 'attached', timeout: 10000 }).then((e) => e.getAttribute('data-app-start'), () => 'none');
  await page.waitForTimeout(1500);
  console.log(path, '|', timing, '|', start, '|', page.url());
  for (const e of errors) console.log('   ', e);
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/shot-${path.replace(/\W+/g, '_')}.png` });
  await context.close();
}
await browser.close();
