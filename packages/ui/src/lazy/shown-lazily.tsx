import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is shown, rendering nothing until then: for
 * the rarely shown parts of this package, which every signed-in page downloads with it.
 */
export function shownLazily<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  displayName: string,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function Shown(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Shown.displayName = displayName;
  return Shown;
}
