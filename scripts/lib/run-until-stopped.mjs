import { demoAccounts } from '../local-backend.mjs';

/**
 * How `npm start` and `pnpm preview:static` end: the demo accounts when the local backend runs,
 * then serving until Ctrl+C or SIGTERM, which close the app's server and the backend. A backend
 * that stops on its own takes the app down with it, so the address printed never answers
 * with a dead backend behind it.
 * @param {object} options
 * @param {() => Promise<void>} options.closeApp
 * @param {{ stop: () => Promise<void>, child: import('node:child_process').ChildProcess }} [options.backend]
 */
export function runUntilStopped({ closeApp, backend }) {
  const accounts = backend ? demoAccounts() : [];
  if (accounts.length) {
    console.log('\n  Demo accounts:');
    for (const { email, password } of accounts) console.log(`    ${email} / ${password}`);
  }
  console.log('\n  Press Ctrl+C to stop.\n');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await closeApp();
    await backend?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  backend?.child.on('exit', (code) => {
    if (stopping) return;
    console.error(`The local backend stopped unexpectedly (exit ${code}).`);
    void closeApp().then(() => process.exit(1));
  });
}
