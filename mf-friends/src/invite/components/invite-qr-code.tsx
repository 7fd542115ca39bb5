import { Center, Paper, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';

/** The invite link as a QR code, for a friend sitting next to you to scan. */
export function InviteQrCode({ link }: { link: string }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={600} size="sm">
        Or let them scan it
      </Text>
      {/* White around the code whatever the theme: scanners need the contrast and quiet zone. */}
      <Paper p="sm" radius="md" bg="white" withBorder>
        <Center>
          <QRCodeSVG
            value={link}
            size={176}
            level="M"
            marginSize={2}
            bgColor="#ffffff"
            fgColor="#111111"
            title="QR code of your invite link"
            role="img"
            aria-label="QR code of your invite link"
          />
        </Center>
      </Paper>
    </Stack>
  );
}
