import { loadData } from '../startup/load-data.ts';

/**
 * What a lean account form needs to submit: the schemas and the client. Fetched on the first
 * sign of intent (focus), so the screens themselves stay small.
 */
export function loadAccountCode() {
  return Promise.all([import('@phrasebook/domain'), loadData()]);
}
