import { useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * Drives a native <dialog> as a modal: shown with showModal() (the top layer, the rest of the
 * page inert, focus kept inside and given back on close), closed through `onClose` on Escape
 * and on a click on the backdrop. Focus starts on the element marked `data-autofocus`, else
 * on the first one that takes it.
 */
export function useModalDialog(opened: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!opened && dialog.open) {
      dialog.close();
    }
  }, [opened]);
  useLayoutEffect(() => {
    const dialog = ref.current;
    // Unmounted while open (a caller that renders it only while needed), it would take the focus
    // with it to the body; closed first, it gives the focus back as on any close.
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return {
    ref,
    onCancel: (event: SyntheticEvent) => {
      // The caller's state decides; the dialog closes when `opened` turns false.
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the backdrop reaches the dialog itself, outside its box.
      const box = event.currentTarget.getBoundingClientRect();
      const outside =
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom;
      if (event.target === event.currentTarget && outside) onClose();
    },
  };
}
