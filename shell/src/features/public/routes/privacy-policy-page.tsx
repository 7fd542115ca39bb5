import { Anchor, List, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { PolicySection } from '../components/policy-section.tsx';
import { PublicPageFrame } from '../components/public-page-frame.tsx';
import { POLICY_UPDATED_ON, PRIVACY_EMAIL } from '../components/privacy-contact.ts';

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
    <PublicPageFrame>
      <PageContainer size="md">
        <PageHeader
          title="Privacy policy"
          subtitle={`What we keep about you, why, and how to get it removed. Last updated ${POLICY_UPDATED_ON}.`}
        />
        <Stack gap="xl">
          <PolicySection id="short-version" title="The short version">
            <List spacing="xs">
              <List.Item>
                We keep only what the app needs to work: your account, your decks and reviews, and
                what you share with friends.
              </List.Item>
              <List.Item>
                We do not sell your data, show ads, or use third-party trackers.
              </List.Item>
              <List.Item>
                Other people see your username and avatar. Everything else is yours, or shared only
                with the friend you chose.
              </List.Item>
              <List.Item>
                You can ask us to remove your data at any time on the{' '}
                <Anchor component={Link} to="/request-removal">
                  request removal page
                </Anchor>
                .
              </List.Item>
            </List>
          </PolicySection>

          <PolicySection id="what-we-keep" title="What we keep and why">
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">What</Table.Th>
                    <Table.Th scope="col">Why</Table.Th>
                    <Table.Th scope="col">Who can see it</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {keptData.map((row) => (
                    <Table.Tr key={row.what}>
                      <Table.Td>{row.what}</Table.Td>
                      <Table.Td>{row.why}</Table.Td>
                      <Table.Td>{row.seenBy}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </PolicySection>

          <PolicySection id="on-your-device" title="What stays on your device">
            <Text>
              Your browser keeps your sign-in session, your light or dark theme choice and your
              progress in today's review in local storage, and a cookie named{' '}
              <code>sidebar_state</code> that remembers for seven days whether you collapsed the
              sidebar. None of these are sent to anyone else. Clearing your browser's site data
              removes them and signs you out.
            </Text>
          </PolicySection>

          <PolicySection id="where" title="Where your data lives">
            <Text>
              Your data is stored with the hosting service that runs Phrasebook's database, sign-in
              and file storage. It processes the data only to run the app for us. Connections to it
              are encrypted, and the database only answers your requests with your own rows and what
              others chose to share with you.
            </Text>
          </PolicySection>

          <PolicySection id="how-long" title="How long we keep it">
            <Text>
              We keep your data for as long as you have an account. When you ask us to remove it, we
              delete it as described on the{' '}
              <Anchor component={Link} to="/request-removal">
                request removal page
              </Anchor>
              . Error reports are kept only as long as we need them to fix the problem they
              describe.
            </Text>
          </PolicySection>

          <PolicySection id="your-choices" title="Your choices">
            <List spacing="xs">
              <List.Item>
                Change your username, avatar, languages, email or password from your profile at any
                time.
              </List.Item>
              <List.Item>Remove a friend to stop sharing chats with them.</List.Item>
              <List.Item>
                Ask us for a copy of your data, or to correct or delete it, by writing to us.
              </List.Item>
            </List>
          </PolicySection>

          <PolicySection id="contact" title="Contact">
            <Text>
              Questions about this policy or your data: write to{' '}
              <Anchor href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</Anchor>. If we change this
              policy in a way that matters, we will tell you in the app before the change applies.
            </Text>
          </PolicySection>
        </Stack>
      </PageContainer>
    </PublicPageFrame>
  );
}
