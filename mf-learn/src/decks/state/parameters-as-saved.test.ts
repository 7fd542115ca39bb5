import { describe, expect, it } from 'vitest';
import { parametersAsSaved } from './parameters-as-saved.ts';

const stored = [1, 2, 3];
const learner = [4, 5, 6];

describe('parametersAsSaved', () => {
  it('keeps the stored set while no source waits', () => {
    expect(parametersAsSaved(stored, undefined, learner)).toBe(stored);
    expect(parametersAsSaved(null, undefined, learner)).toBeNull();
  });

  it("takes the learner's set while 'Use my schedule' waits, the default while 'Back to default' does", () => {
    expect(parametersAsSaved(stored, 'learner', learner)).toBe(learner);
    expect(parametersAsSaved(stored, 'default', learner)).toBeNull();
  });

  it("keeps the stored set when the learner's is not known (a copy kept by an earlier release)", () => {
    expect(parametersAsSaved(stored, 'learner', undefined)).toBe(stored);
  });
});
