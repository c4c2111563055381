import { LibrarySettingsPanel } from '../../../../features/library-settings';
import { StorePoliciesEditor } from '../../../../features/store-policies';

export function PoliciesSection() {
  return (
    <div className="space-y-8">
      <StorePoliciesEditor />
      {/* What happens to a buyer's links past their 30 days, which the policies state. */}
      <LibrarySettingsPanel />
    </div>
  );
}
