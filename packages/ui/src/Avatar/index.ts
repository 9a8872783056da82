export { Avatar, initialOf, type AvatarProps, type AvatarSize } from './Avatar';
