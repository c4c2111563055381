import { AboutPageEditor } from '../../../../features/store-policies';

export function AboutPageSection() {
  return <AboutPageEditor />;
}
