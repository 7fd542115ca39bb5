import { expect, it } from 'vitest';
import { deployProblems } from './deploy-check.mjs';

const shell = { 'react-router': ['Link', 'useNavigate'] };

it('lets a remote ship when the shell’s copies hold everything it imports', () => {
  expect(deployProblems({ app: 'mf_learn', needs: { 'react-router': ['Link'] } }, shell)).toEqual(
    [],
  );
});

it('refuses, naming each missing export and what to do', () => {
  expect(
    deployProblems(
      { app: 'mf_learn', needs: { 'react-router': ['Link', 'useInRouterContext', 'useHref'] } },
      shell,
    ),
  ).toEqual([
    "mf_learn uses useInRouterContext, useHref from react-router, which the deployed shell's shared copy lacks: ship the shell first",
  ]);
});
