import { Button, type ButtonProps } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { toast } from '@phrasebook/ui';

export interface CopyLinkButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  /** The address to copy. @default the page's own address when clicked */
  url?: string;
  /** @default 'Copy link' */
  label?: string;
}

/** Copies a shareable link (a phrase, a request, an invite) and confirms it with a toast. */
export function CopyLinkButton({ url, label = 'Copy link', ...rest }: CopyLinkButtonProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Button
      variant="default"
      leftSection={
        clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
      }
      onClick={() => {
        clipboard.copy(url ?? window.location.href);
        toast.success('Link copied');
      }}
      {...rest}
    >
      {label}
    </Button>
  );
}
CopyLinkButton.displayName = 'CopyLinkButton';
