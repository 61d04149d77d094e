import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
const page = await context.newPage();
page.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
await page.goto('http://localhost:3901' + process.argv[2]);
await page.waitForTimeout(2000);
await browser.close();
