/** Where privacy questions and removal requests go; the policy and the removal form both use it. */
export const PRIVACY_EMAIL = 'privacy@phrasebook.app';
export const POLICY_UPDATED_ON = '21 November 2026';
