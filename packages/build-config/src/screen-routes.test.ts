import { describe, expect, it } from 'vitest';
import { screenWays } from './screen-files-plugin.ts';
import { screenRoutesOf } from './screen-routes.ts';

const source = `
import { defineRemoteRoutes } from '@phrasebook/platform/remote-routes';

export default defineRemoteRoutes({
  name: 'mf_friends',
  signedIn: [
    {
      path: 'friends',
      screen: () => import('../friends/routes/friends-layout.tsx'),
      children: [
        { index: true, screen: () => import('../friends/routes/friends-page.tsx') },
        { path: 'search/:uid', screen: () => import('../friends/routes/profile-page.tsx') },
      ],
    },
  ],
  signedOut: [{ path: 'find-a-friend', screen: () => import('../invite/routes/find.tsx') }],
});
`;

describe("a remote's screens, read from its routes module", () => {
  it('reads paths, index routes, the imported screens and their nesting', () => {
    expect(screenRoutesOf(source)).toEqual([
      {
        path: 'friends',
        index: undefined,
        screen: '../friends/routes/friends-layout.tsx',
        children: [
          {
            path: undefined,
            index: true,
            screen: '../friends/routes/friends-page.tsx',
            children: [],
          },
          {
            path: 'search/:uid',
            index: undefined,
            screen: '../friends/routes/profile-page.tsx',
            children: [],
          },
        ],
      },
      {
        path: 'find-a-friend',
        index: undefined,
        screen: '../invite/routes/find.tsx',
        children: [],
      },
    ]);
  });

  it('gives each way its full pattern and every screen on it, layouts first', () => {
    const files = (screen: string) => [screen.replace(/^.*\//, '')];
    expect(screenWays(screenRoutesOf(source), files)).toEqual([
      { pattern: 'friends', files: ['friends-layout.tsx', 'friends-page.tsx'] },
      { pattern: 'friends/search/:uid', files: ['friends-layout.tsx', 'profile-page.tsx'] },
      { pattern: 'friends', files: ['friends-layout.tsx'] },
      { pattern: 'find-a-friend', files: ['find.tsx'] },
    ]);
  });

  it('names a file that a layout and its screen share once', () => {
    const shared = () => ['review.js', 'review.css'];
    const routes = screenRoutesOf(`defineRemoteRoutes({ signedIn: [
      { path: 'review', screen: () => import('./layout'), children: [
        { index: true, screen: () => import('./setup') },
      ] },
    ] })`);
    expect(screenWays(routes, shared)[0]).toEqual({
      pattern: 'review',
      files: ['review.js', 'review.css'],
    });
  });

  it('finds nothing in a module of another shape', () => {
    expect(screenRoutesOf('export default {};')).toEqual([]);
  });
});
