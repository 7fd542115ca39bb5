import type { ReactNode } from 'react';
import { Radio, Stack } from '@mantine/core';
import { userRoles, type UserRole } from '@phrasebook/domain';

const roleLabels: Record<UserRole, { label: string; description: string }> = {
  learner: { label: 'Learner', description: 'I am here to learn a language' },
  helper: { label: 'Helper', description: 'I want to help friends learn a language I know' },
  both: { label: 'Both', description: 'I want to learn and to help' },
};

export interface RoleFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** docs/product.md §1: the role chosen at sign-up (learner, helper or both). */
export function RoleField({ value, onChange, error }: RoleFieldProps) {
  return (
    <Radio.Group
      label="How will you use the app?"
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {userRoles.map((role) => (
          <Radio
            key={role}
            value={role}
            label={roleLabels[role].label}
            description={roleLabels[role].description}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
