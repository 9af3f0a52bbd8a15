import { chromium } from '@playwright/test';
const [base, ...urls] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const u of urls) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + u);
  await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
  console.log('\n#### ' + u + '\n' + (await page.locator('main').innerText()).slice(0, 5000));
  await ctx.close();
}
await browser.close();
