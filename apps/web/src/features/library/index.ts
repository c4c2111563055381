export { libraryKeys, useCloseLibrary, useLibrary, useOpenLibrary } from './api/library';
export { LibraryOrders } from './components/library-orders';
export { LibraryPolicyNote } from './components/library-policy-note';
export { LibrarySignInForm } from './components/library-sign-in-form';
export { LIBRARY_MESSAGES } from './messages';
