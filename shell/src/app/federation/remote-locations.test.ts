import { expect, it } from 'vitest';
import { parseRemoteLocations } from './remote-locations.ts';

it('accepts federation names mapped to manifest URLs', () => {
  const locations = { mf_learn: '/mf-learn/mf-manifest.json', mf_review: 'http://x.test/m.json' };
  expect(parseRemoteLocations(locations, '/remotes.json')).toEqual(locations);
});

it('refuses anything else with a message naming the file and the entry', () => {
  expect(() => parseRemoteLocations([], '/remotes.json')).toThrow(
    '/remotes.json must map federation names to manifest URLs',
  );
  expect(() => parseRemoteLocations(null, '/remotes.json')).toThrow('must map');
  expect(() => parseRemoteLocations({ 'mf-learn': '/x.json' }, '/remotes.json')).toThrow(
    "/remotes.json: 'mf-learn' is not a federation name",
  );
  expect(() => parseRemoteLocations({ mf_learn: '' }, '/remotes.json')).toThrow(
    "the location of 'mf_learn' must be a non-empty string",
  );
  expect(() => parseRemoteLocations({ mf_learn: 3 }, '/remotes.json')).toThrow('non-empty string');
});
