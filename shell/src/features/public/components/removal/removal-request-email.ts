import { PRIVACY_EMAIL } from '../privacy-contact.ts';

export type RemovalScope = 'account' | 'some';

export interface RemovalRequest {
  email: string;
  scope: RemovalScope;
  details: string;
}

/** A mailto: address with the request written out, for the user's own email app to send. */
export function removalRequestMailto({ email, scope, details }: RemovalRequest): string {
  const subject =
    scope === 'account' ? 'Remove my Phrasebook account' : 'Remove some of my Phrasebook data';
  const lines = [
    'Hello,',
    '',
    scope === 'account'
      ? 'Please delete my Phrasebook account and all the data linked to it.'
      : 'Please delete the following data from my Phrasebook account:',
    ...(details.trim() ? ['', details.trim()] : []),
    '',
    `The email address on my account is: ${email}`,
  ];
  const query = new URLSearchParams({ subject, body: lines.join('\n') });
  // URLSearchParams writes spaces as '+', which mail apps show literally; mailto wants %20.
  return `mailto:${PRIVACY_EMAIL}?${query.toString().replaceAll('+', '%20')}`;
}
