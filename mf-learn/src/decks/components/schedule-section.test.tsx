import { act } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { deckScheduleQuery } from '@phrasebook/data/deck-schedule';
import { DEFAULT_SCHEDULE } from '@phrasebook/domain';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { deckHistoriesQuery } from '../api/deck-histories-query.ts';
import { scheduleChoiceQuery } from '../api/schedule-choice-query.ts';
import { ScheduleSection } from './schedule-section.tsx';

const uid = '00000000-0000-4000-8000-000000000001';

function withDeckRead() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(deckScheduleQuery('spa').queryKey, {
    ...DEFAULT_SCHEDULE,
    answerButtons: null,
  });
  queryClient.setQueryData(deckHistoriesQuery(uid, 'spa').queryKey, []);
  queryClient.setQueryData(scheduleChoiceQuery(uid, 'spa').queryKey, {
    source: 'default',
    test: null,
    learner: null,
    trainingReviews: { spa: 600 },
  });
  return queryClient;
}

// What the learner is doing there (a fit on its way, one not saved) goes with the editor.
it('keeps the editor when a read of what it shows fails again later', async () => {
  const queryClient = withDeckRead();
  renderWithProviders(<ScheduleSection uid={uid} lang="spa" />, { queryClient });
  expect(await screen.findByRole('button', { name: 'Optimise my schedule' })).toBeVisible();

  await act(async () => {
    await queryClient.refetchQueries({ queryKey: deckHistoriesQuery(uid, 'spa').queryKey });
    // The query's observers hear of it a task later.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(queryClient.getQueryState(deckHistoriesQuery(uid, 'spa').queryKey)?.status).toBe('error');
  expect(screen.getByRole('button', { name: 'Optimise my schedule' })).toBeVisible();
  expect(screen.queryByText("Could not read this deck's reviews")).toBeNull();
});

it('says the reviews could not be read when there is nothing to show', async () => {
  const queryClient = withDeckRead();
  queryClient.removeQueries({ queryKey: deckHistoriesQuery(uid, 'spa').queryKey });
  renderWithProviders(<ScheduleSection uid={uid} lang="spa" />, { queryClient });
  expect(await screen.findByText("Could not read this deck's reviews")).toBeVisible();
});
