import { describe, expect, it } from 'vitest';
import {
  destinationAfterOnboarding,
  gettingStartedPath,
  referrerUid,
} from './onboarding-destination.ts';

const friend = '6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1c7e90';

describe('destinationAfterOnboarding', () => {
  it("sends an invited user to the referrer's profile, whatever their role", () => {
    expect(destinationAfterOnboarding({ referrer: friend, role: 'learner' })).toBe(
      `/friends/${friend}`,
    );
    expect(destinationAfterOnboarding({ referrer: friend, role: 'helper' })).toBe(
      `/friends/${friend}`,
    );
  });

  it('sends learners and both to add a deck, helpers to their friends', () => {
    expect(destinationAfterOnboarding({ role: 'learner' })).toBe('/learn/add-deck');
    expect(destinationAfterOnboarding({ role: 'both' })).toBe('/learn/add-deck');
    expect(destinationAfterOnboarding({ role: 'helper' })).toBe('/friends');
  });

  it('ignores a referrer that is not a uid', () => {
    expect(destinationAfterOnboarding({ referrer: '../admin', role: 'helper' })).toBe('/friends');
    expect(referrerUid('x'.repeat(36))).toBeNull();
  });
});

describe('gettingStartedPath', () => {
  it('carries the referrer along', () => {
    expect(gettingStartedPath(friend.toUpperCase())).toBe(`/getting-started?referrer=${friend}`);
    expect(gettingStartedPath(null)).toBe('/getting-started');
  });
});
