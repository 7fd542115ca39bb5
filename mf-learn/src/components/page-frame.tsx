import { PageFrame as UiPageFrame, type PageFrameProps } from '@phrasebook/ui';

/** Set at build time (PUBLIC_BUILD_LABEL) to tell deployed builds of this remote apart. */
const buildLabel = process.env.PUBLIC_BUILD_LABEL;

/** A screen of this remote, labelled with the remote's own build. */
export function PageFrame(props: Omit<PageFrameProps, 'buildLabel'>) {
  return <UiPageFrame {...props} buildLabel={buildLabel} />;
}
