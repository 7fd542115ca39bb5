export { UserAvatar, initialOf, type UserAvatarProps } from './UserAvatar.tsx';
