import { Link } from 'react-router';
import { linkClassName } from '@phrasebook/ui/lean';
import { PolicyPage } from '../components/policy-page.tsx';
import { PolicySection } from '../components/policy-section.tsx';
import { PRIVACY_EMAIL } from '../components/privacy-contact.ts';
import classes from '../components/policy.module.css';
import { RemovalRequestForm } from '../components/removal/removal-request-form.tsx';

/** Route '/request-removal': what removal covers, how to ask, and what happens next. */
export function RequestRemovalPage() {
  return (
    <PolicyPage
      title="Request removal of your data"
      subtitle="You can ask us to delete your Phrasebook account, or only part of what we keep about you."
    >
      <div className={classes.columns}>
        <div className={classes.sections}>
          <PolicySection id="covers" title="What a removal covers">
            <p className={classes.text}>Removing your whole account deletes:</p>
            <ul className={classes.list}>
              <li>
                your sign-in (email address and password) and your profile: username, avatar picture
                and languages known;
              </li>
              <li>your decks, the cards in them and every review you have done;</li>
              <li>
                your friendships and pending invitations, and the chat messages you sent or
                received;
              </li>
              <li>your requests for cards, and the error reports sent from your sessions.</li>
            </ul>
            <p className={classes.text}>
              Phrases and translations you added to a language's shared library stay available to
              other learners, no longer linked to you. Say so in your request if you want them
              deleted too.
            </p>
          </PolicySection>
          <PolicySection id="yourself" title="What you can do yourself">
            <p className={classes.text}>
              Without writing to us you can change your username, avatar and languages from{' '}
              <Link to="/profile" className={linkClassName}>
                your profile
              </Link>
              , and remove friends from your friends list.
            </p>
          </PolicySection>
          <PolicySection id="next" title="What happens next">
            <ol className={classes.list}>
              <li>
                We reply within 7 days to confirm that the request came from the account's email
                address.
              </li>
              <li>
                We delete the data within 30 days of that confirmation and email you when it is
                done.
              </li>
              <li>
                Copies in our backups expire within a further 30 days; we never restore deleted
                accounts from them.
              </li>
            </ol>
            <p className={classes.note}>
              Deleting an account cannot be undone. Questions first? Write to{' '}
              <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClassName}>
                {PRIVACY_EMAIL}
              </a>
              . More about what we keep is in our{' '}
              <Link to="/privacy-policy" className={linkClassName}>
                privacy policy
              </Link>
              .
            </p>
          </PolicySection>
        </div>
        <div className={classes.formColumn}>
          <PolicySection id="make-request" title="Make a request">
            <p className={classes.text}>
              Fill in this form and we will write the request as an email for you to send from your
              own mail app. You can also write to{' '}
              <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClassName}>
                {PRIVACY_EMAIL}
              </a>{' '}
              directly.
            </p>
            <RemovalRequestForm />
          </PolicySection>
        </div>
      </div>
    </PolicyPage>
  );
}
