import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

export interface HeadedSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'aria-labelledby'> {
  heading: ReactNode;
  /** The heading's id; a generated one when omitted. */
  headingId?: string;
  level?: 2 | 3;
  headingClassName?: string;
  /** A decorative icon before the heading's text (hidden from assistive technology by the caller). */
  icon?: ReactNode;
  /** A line under the heading, kept with it (e.g. what the panel is for). */
  subheading?: ReactNode;
  /** Shown with the heading (a count, an intro, an action), the two wrapped in a `<header>`. */
  aside?: ReactNode;
  headerClassName?: string;
}

/** A section named by its own heading, so assistive technology lists it as a region of that name. */
export function HeadedSection({
  heading,
  headingId,
  level = 2,
  headingClassName,
  icon,
  subheading,
  aside,
  headerClassName,
  children,
  ...props
}: HeadedSectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingOnly = (
    <Heading id={id} className={headingClassName}>
      {icon}
      {heading}
    </Heading>
  );
  const headingElement =
    subheading === undefined ? (
      headingOnly
    ) : (
      <div>
        {headingOnly}
        {subheading}
      </div>
    );
  return (
    <section aria-labelledby={id} {...props}>
      {aside === undefined ? (
        headingElement
      ) : (
        <header className={headerClassName}>
          {headingElement}
          {aside}
        </header>
      )}
      {children}
    </section>
  );
}
