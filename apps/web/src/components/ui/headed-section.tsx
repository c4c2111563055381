import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

export interface HeadedSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'aria-labelledby'> {
  heading: ReactNode;
  /** The heading's id; a generated one when omitted. */
  headingId?: string;
  level?: 2 | 3;
  headingClassName?: string;
}

/** A section named by its own heading, so assistive technology lists it as a region of that name. */
export function HeadedSection({
  heading,
  headingId,
  level = 2,
  headingClassName,
  children,
  ...props
}: HeadedSectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} {...props}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
