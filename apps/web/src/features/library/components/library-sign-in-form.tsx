import { EmailRequestForm } from '../../../components/ui/email-request-form';
import { useRequestLibraryLink } from '../api/library';
import { LIBRARY_MESSAGES as m } from '../messages';

const SIGN_IN_MESSAGES = { ...m, heading: m.signInHeading, intro: m.signInIntro };

/**
 * Asks for a sign-in link. The server answers every address the same, so the
 * confirmation is the server's one message whoever asks.
 */
export function LibrarySignInForm() {
  const request = useRequestLibraryLink();
  return <EmailRequestForm messages={SIGN_IN_MESSAGES} request={request} onSubmit={(email) => request.mutate(email)} />;
}
