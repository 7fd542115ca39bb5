import { describe, expect, it } from 'vitest';
import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { findFriendSchema } from '@phrasebook/domain';
import { lazySchemaResolver, SCHEMA_UNAVAILABLE } from './lazy-schema-resolver.ts';

function formWith(load: () => Promise<typeof findFriendSchema>, unavailable: unknown[] = []) {
  return renderHook(() =>
    useForm({
      mode: 'controlled',
      initialValues: { query: '' },
      validate: lazySchemaResolver(load, (error) => unavailable.push(error)),
    }),
  ).result;
}

async function submit(form: ReturnType<typeof formWith>, handled: unknown[]) {
  await act(async () => {
    form.current.onSubmit((values) => {
      handled.push(values);
    })();
    // The loaded schema's verdict arrives on a later tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('lazySchemaResolver', () => {
  it("shows the schema's message under the field and stops the submit", async () => {
    const handled: unknown[] = [];
    const form = formWith(() => Promise.resolve(findFriendSchema));
    await submit(form, handled);
    expect(handled).toEqual([]);
    expect(form.current.errors).toEqual({ query: 'Search query is required' });
  });

  it('hands valid values to the submit', async () => {
    const handled: unknown[] = [];
    const form = formWith(() => Promise.resolve(findFriendSchema));
    act(() => form.current.setFieldValue('query', 'lena'));
    await submit(form, handled);
    expect(handled).toEqual([{ query: 'lena' }]);
    expect(form.current.errors).toEqual({});
  });

  it('stops the submit and reports why when the schema cannot be fetched', async () => {
    const handled: unknown[] = [];
    const unavailable: unknown[] = [];
    const failure = new Error('Failed to fetch dynamically imported module');
    const form = formWith(() => Promise.reject(failure), unavailable);
    act(() => form.current.setFieldValue('query', 'lena'));
    await submit(form, handled);
    expect(handled).toEqual([]);
    expect(unavailable).toEqual([failure]);
    expect(form.current.errors).toEqual({ [SCHEMA_UNAVAILABLE]: failure.message });
    expect(form.current.getValues()).toEqual({ query: 'lena' });
  });
});
