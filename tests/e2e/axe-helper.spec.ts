import { test } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';

// A toast that began to fade out once the check was under way was measured at partial opacity:
// a colour contrast violation in one run of learn-even-days.spec.ts, none on its retry.
test('a fade that begins while the check is under way is not measured half-way', async ({
  page,
}) => {
  // Grey that just passes on white (4.54:1): any opacity below 1 fails.
  await page.setContent(`
    <html lang="en"><title>Saved</title><main><h1>Saved</h1>
      <p id="toast" style="color: #767676; background: #fff; transition: opacity 10s linear">
        Easy days saved
      </p>
    </main></html>`);
  // A slow phone's processor, as on a loaded machine: loading axe takes a while.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  // The fade begins once the check has looked for animations, as a toast's exit may.
  await page.evaluate(() => {
    setTimeout(() => {
      document.getElementById('toast')!.style.opacity = '0';
    }, 100);
  });
  await expectNoSeriousAxeViolations(page);
});
