export { authKeys, useMe } from './api/get-me';
export { AuthGate } from './components/auth-gate';
export { SignOutButton } from './components/sign-out-button';
