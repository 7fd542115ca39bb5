import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { describeError } from './describe-error.ts';

describe('ErrorPanel', () => {
  it('falls back to the apology when given nothing', () => {
    renderWithProviders(<ErrorPanel />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unknown error has occurred (sorry)');
  });

  it('shows text, HTTP status, message and cause', () => {
    const error = Object.assign(
      new Error('Row not found', {
        cause: 'JSON object requested, multiple (or no) rows returned',
      }),
      {
        status: 406,
      },
    );
    renderWithProviders(<ErrorPanel text="We could not load your deck" error={error} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('We could not load your deck');
    expect(panel).toHaveTextContent('HTTP status: 406');
    expect(panel).toHaveTextContent('Row not found');
    expect(panel).toHaveTextContent('Cause: JSON object requested, multiple (or no) rows returned');
  });
});

describe('describeError', () => {
  it('reads router error responses and PostgREST errors', () => {
    expect(describeError({ status: 404, statusText: 'Not Found', data: 'No route' })).toEqual({
      status: 404,
      statusText: 'Not Found',
      message: 'No route',
      cause: undefined,
    });
    expect(
      describeError({ message: 'permission denied', details: 'RLS', hint: 'sign in' }),
    ).toMatchObject({
      message: 'permission denied',
      cause: 'RLS',
    });
    expect(describeError('boom')).toEqual({ message: 'boom' });
  });

  it("leaves a failed fetch's stack to the log: the panel says what failed once", () => {
    const stack = 'TypeError: Failed to fetch\n    at https://app.test/static/js/a1b2.js:1:2345';
    const failedFetch = { message: 'TypeError: Failed to fetch', details: stack, hint: '' };
    expect(describeError(failedFetch)).toMatchObject({ message: 'TypeError: Failed to fetch' });
    expect(describeError(failedFetch).cause).toBeUndefined();
    const firefox = 'TypeError: NetworkError\nfetch@https://app.test/static/js/a1b2.js:1:2345';
    expect(describeError({ message: 'x', details: firefox }).cause).toBe('TypeError: NetworkError');
    // A cause of several lines that are not a stack is shown whole.
    const lines = 'Key (id)=(1) already exists.\nSee the log.';
    expect(describeError({ message: 'x', details: lines }).cause).toBe(lines);
    expect(describeError(undefined)).toEqual({});
  });
});
