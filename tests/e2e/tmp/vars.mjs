import { chromium } from 'playwright-core';
const out = {};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const scheme of ['dark', 'light']) {
  const context = await browser.newContext();
  await context.addInitScript((s) => localStorage.setItem('phrasebook-color-scheme', s), scheme);
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:4999/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(process.env.PW);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/learn/);
  await page.waitForTimeout(1500);
  out[scheme] = await page.evaluate(() => {
    const names = new Set();
    for (const sheet of document.styleSheets) {
      let rules; try { rules = sheet.cssRules; } catch { continue; }
      for (const rule of rules) if (rule.style) for (const p of rule.style) if (p.startsWith('--mantine')) names.add(p);
    }
    const cs = getComputedStyle(document.documentElement);
    return Object.fromEntries([...names].sort().map((n) => [n, cs.getPropertyValue(n).trim()]));
  });
  await context.close();
}
await browser.close();
console.log(JSON.stringify(out));
