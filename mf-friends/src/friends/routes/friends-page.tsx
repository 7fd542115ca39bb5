/** /friends: my friends and pending invitations, under 'Friends and Contacts'. */
export default function FriendsPage() {
  return null;
}
