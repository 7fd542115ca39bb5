import type { ComponentPropsWithRef, ElementType } from 'react';

/**
 * Props of a component that renders as `component` (Mantine's polymorphic components: a
 * `<Button component={Link} to="/learn">`), the element's own props beside `Own`.
 */
export type PolymorphicProps<C extends ElementType, Own> = Own & {
  component?: C;
} & Omit<ComponentPropsWithRef<C>, keyof Own | 'component'>;
