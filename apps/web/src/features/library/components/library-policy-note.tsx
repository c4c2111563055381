import { useLibraryPolicy } from '../api/library';
import { LIBRARY_MESSAGES as m } from '../messages';

/**
 * The policies pages state what the artist chose for links past their 30 days, as it
 * is now (the setting, not a sentence the artist must remember to edit).
 */
export function LibraryPolicyNote() {
  const policy = useLibraryPolicy();
  if (!policy.isSuccess) return null;
  return (
    <section aria-label={m.policyHeading} className="mt-10 rounded-lg bg-neutral-900 p-4 ring-1 ring-neutral-800">
      <h2 className="mb-2 text-lg font-semibold">{m.policyHeading}</h2>
      <p className="text-neutral-300">{policy.data.afterExpiry === 'renew' ? m.policyRenew : m.policyNone}</p>
    </section>
  );
}
