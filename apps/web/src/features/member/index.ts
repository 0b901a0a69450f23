/** Public surface of the member feature. 我的 profile: the header user menu and the profile card (the logged-in member itself is in shared/session). */
export { ProfileCard } from './components/profile-card';
export { UserMenu } from './components/user-menu';
