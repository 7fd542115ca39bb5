import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { PolicySection } from '../components/policy-section.tsx';
import { PublicPageFrame } from '../components/public-page-frame.tsx';
import { PRIVACY_EMAIL } from '../components/privacy-contact.ts';
import { RemovalRequestForm } from '../components/removal/removal-request-form.tsx';

/** Route '/request-removal': what removal covers, how to ask, and what happens next. */
export function RequestRemovalPage() {
  return (
    <PublicPageFrame>
      <PageContainer size="md">
        <PageHeader
          title="Request removal of your data"
          subtitle="You can ask us to delete your Phrasebook account, or only part of what we keep about you."
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="xl">
            <PolicySection id="covers" title="What a removal covers">
              <Text>Removing your whole account deletes:</Text>
              <List spacing="xs">
                <List.Item>
                  your sign-in (email address and password) and your profile: username, avatar
                  picture and languages known;
                </List.Item>
                <List.Item>your decks, the cards in them and every review you have done;</List.Item>
                <List.Item>
                  your friendships and pending invitations, and the chat messages you sent or
                  received;
                </List.Item>
                <List.Item>
                  your requests for cards, and the error reports sent from your sessions.
                </List.Item>
              </List>
              <Text>
                Phrases and translations you added to a language's shared library stay available to
                other learners, no longer linked to you. Say so in your request if you want them
                deleted too.
              </Text>
            </PolicySection>
            <PolicySection id="yourself" title="What you can do yourself">
              <Text>
                Without writing to us you can change your username, avatar and languages from{' '}
                <Anchor component={Link} to="/profile">
                  your profile
                </Anchor>
                , and remove friends from your friends list.
              </Text>
            </PolicySection>
            <PolicySection id="next" title="What happens next">
              <List type="ordered" spacing="xs">
                <List.Item>
                  We reply within 7 days to confirm that the request came from the account's email
                  address.
                </List.Item>
                <List.Item>
                  We delete the data within 30 days of that confirmation and email you when it is
                  done.
                </List.Item>
                <List.Item>
                  Copies in our backups expire within a further 30 days; we never restore deleted
                  accounts from them.
                </List.Item>
              </List>
              <Text size="sm" c="dimmed">
                Deleting an account cannot be undone. Questions first? Write to{' '}
                <Anchor href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</Anchor>. More about what
                we keep is in our{' '}
                <Anchor component={Link} to="/privacy-policy">
                  privacy policy
                </Anchor>
                .
              </Text>
            </PolicySection>
          </Stack>
          <Stack gap="sm">
            <PolicySection id="make-request" title="Make a request">
              <Text>
                Fill in this form and we will write the request as an email for you to send from
                your own mail app. You can also write to{' '}
                <Anchor href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</Anchor> directly.
              </Text>
              <RemovalRequestForm />
            </PolicySection>
          </Stack>
        </SimpleGrid>
      </PageContainer>
    </PublicPageFrame>
  );
}
