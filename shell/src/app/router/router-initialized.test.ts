import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { routerInitialized } from './router-initialized.ts';

/** A router whose one route's loader waits until `release` is called. */
function routerWithHeldLoader() {
  let release = () => {};
  const held = new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
  const router = createMemoryRouter([{ path: '/', loader: () => held, element: null }]);
  return { router, release };
}

describe('routerInitialized', () => {
  it('waits for the first navigation’s loaders', async () => {
    const { router, release } = routerWithHeldLoader();
    let done = false;
    const initialized = routerInitialized(router).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release();
    await initialized;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once for a router that is already initialized', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }]);
    expect(router.state.initialized).toBe(true);
    await expect(routerInitialized(router)).resolves.toBeUndefined();
  });

  it('resolves once a loader that failed has put its error in the state', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => Promise.reject(new Error('refused')),
        element: null,
        errorElement: null,
      },
    ]);
    await routerInitialized(router);
    expect(router.state.errors).not.toBeNull();
  });
});
