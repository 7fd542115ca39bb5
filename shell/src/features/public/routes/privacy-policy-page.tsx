import { Link } from 'react-router';
import { linkClassName } from '@phrasebook/ui/lean';
import { PolicyPage } from '../components/policy-page.tsx';
import { PolicySection } from '../components/policy-section.tsx';
import { POLICY_UPDATED_ON, PRIVACY_EMAIL } from '../components/privacy-contact.ts';
import classes from '../components/policy.module.css';

const keptData: Array<{ what: string; why: string; seenBy: string }> = [
  {
    what: 'Account: your email address, a one-way hash of your password, and the role you chose at sign-up',
    why: 'To let you log in, reset your password and tell you about your account',
    seenBy: 'Only you',
  },
  {
    what: 'Profile: username, avatar picture, the languages you know and how well',
    why: 'So friends can find and recognise you, and to suggest what to learn',
    seenBy:
      'Username and avatar: any signed-in user (your public profile). Languages known: only you',
  },
  {
    what: 'Decks: which languages you study, your daily goal, learning goal and deck settings',
    why: 'To build your daily reviews',
    seenBy: 'Only you',
  },
  {
    what: 'Cards and reviews: the phrases in your decks, each review score and when you gave it',
    why: 'To schedule each card for the moment you are about to forget it',
    seenBy: 'Only you',
  },
  {
    what: 'Phrases and translations you add, and requests for cards',
    why: 'To build your deck and the shared library for that language',
    seenBy:
      'Other learners of that language may see phrases you add to its library; card requests are shown to your friends',
  },
  {
    what: 'Friends: invitations, acceptances and removals',
    why: 'To know who your friends are',
    seenBy: 'You and the other person',
  },
  {
    what: 'Chat messages, including phrase recommendations',
    why: 'To deliver them',
    seenBy: 'You and the friend you wrote to',
  },
  {
    what: 'Error reports: the error message, what the app was doing, and the page address (password fields are masked before sending)',
    why: 'To find and fix bugs',
    seenBy: 'The people who maintain Phrasebook',
  },
];

/** Route '/privacy-policy': what Phrasebook keeps about you, why, and who sees it. */
export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy policy"
      subtitle={`What we keep about you, why, and how to get it removed. Last updated ${POLICY_UPDATED_ON}.`}
    >
      <div className={classes.sections}>
        <PolicySection id="short-version" title="The short version">
          <ul className={classes.list}>
            <li>
              We keep only what the app needs to work: your account, your decks and reviews, and
              what you share with friends.
            </li>
            <li>We do not sell your data, show ads, or use third-party trackers.</li>
            <li>
              Other people see your username and avatar. Everything else is yours, or shared only
              with the friend you chose.
            </li>
            <li>
              You can ask us to remove your data at any time on the{' '}
              <Link to="/request-removal" className={linkClassName}>
                request removal page
              </Link>
              .
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="what-we-keep" title="What we keep and why">
          {/* Focusable, so a keyboard can scroll it sideways on a narrow screen. */}
          <div className={classes.tableScroll} tabIndex={0} role="region" aria-label="What we keep">
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">Why</th>
                  <th scope="col">Who can see it</th>
                </tr>
              </thead>
              <tbody>
                {keptData.map((row) => (
                  <tr key={row.what}>
                    <td>{row.what}</td>
                    <td>{row.why}</td>
                    <td>{row.seenBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </PolicySection>

        <PolicySection id="on-your-device" title="What stays on your device">
          <p className={classes.text}>
            Your browser keeps your sign-in session, your light or dark theme choice and your
            progress in today's review in local storage, and a cookie named{' '}
            <code>sidebar_state</code> that remembers for seven days whether you collapsed the
            sidebar. None of these are sent to anyone else. Clearing your browser's site data
            removes them and signs you out.
          </p>
        </PolicySection>

        <PolicySection id="where" title="Where your data lives">
          <p className={classes.text}>
            Your data is stored with the hosting service that runs Phrasebook's database, sign-in
            and file storage. It processes the data only to run the app for us. Connections to it
            are encrypted, and the database only answers your requests with your own rows and what
            others chose to share with you.
          </p>
        </PolicySection>

        <PolicySection id="how-long" title="How long we keep it">
          <p className={classes.text}>
            We keep your data for as long as you have an account. When you ask us to remove it, we
            delete it as described on the{' '}
            <Link to="/request-removal" className={linkClassName}>
              request removal page
            </Link>
            . Error reports are kept only as long as we need them to fix the problem they describe.
          </p>
        </PolicySection>

        <PolicySection id="your-choices" title="Your choices">
          <ul className={classes.list}>
            <li>
              Change your username, avatar, languages, email or password from your profile at any
              time.
            </li>
            <li>Remove a friend to stop sharing chats with them.</li>
            <li>Ask us for a copy of your data, or to correct or delete it, by writing to us.</li>
          </ul>
        </PolicySection>

        <PolicySection id="contact" title="Contact">
          <p className={classes.text}>
            Questions about this policy or your data: write to{' '}
            <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClassName}>
              {PRIVACY_EMAIL}
            </a>
            . If we change this policy in a way that matters, we will tell you in the app before the
            change applies.
          </p>
        </PolicySection>
      </div>
    </PolicyPage>
  );
}
